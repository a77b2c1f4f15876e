import type { TicketActivityDetail, TicketActivityView } from '@voc/contracts';
import type { TFunction } from 'i18next';
import { activityText } from '../activity-text';

/** A stand-in translator that shows the key and its values, so the test reads which text is chosen. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const entry = (detail: TicketActivityDetail): TicketActivityView => ({ position: '1', occurred_at: '2026-11-02T01:00:00.000Z', actor_id: 'u', actor_name: 'ทดสอบ', detail });

describe('a ticket log entry in words', () => {
  it.each<[TicketActivityDetail, string]>([
    [{ kind: 'note', text: 'โทรนัดลูกค้าแล้ว', file: null }, 'โทรนัดลูกค้าแล้ว'],
    [{ kind: 'status', from: 'W', to: 'C' }, 'tickets.activity.status {"from":"ticketStatus.W","to":"ticketStatus.C"}'],
    [{ kind: 'updated', fields: ['tel', 'name'] }, 'tickets.activity.updated {"n":2}'],
    [{ kind: 'owner', owner: { _id: 'u2', name: 'สมชาย' }, previous: null }, 'tickets.activity.owner {"name":"สมชาย"}'],
    [{ kind: 'owner', owner: null, previous: { _id: 'u2', name: 'สมชาย' } }, 'tickets.activity.ownerCleared'],
    [{ kind: 'cancelled', from: 'C', reason: 'ซ้ำ' }, 'tickets.activity.cancelled {"reason":"ซ้ำ"}'],
  ])('%j', (detail, expected) => {
    expect(activityText(entry(detail), t)).toBe(expected);
  });
});

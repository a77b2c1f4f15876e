import type { PdcaEvent, PdcaPlanDimensions } from '@voc/events';
import { evolvePdcaStatus, type PdcaStatusRow } from '../pdca-status.evolve';

const plan: PdcaPlanDimensions = { plan_id: 'p1', dealer_ref: 'd1', dealer_code: 'D0001', type: 'showroom', month: '2026-09-01', area_code: 'R1-1', region: 'Region1' };
let position = 0;
function event(type: PdcaEvent['type'], at: string, payload: Record<string, unknown>): PdcaEvent {
  position += 1;
  return { position: String(position), tx_id: String(position), plan_id: 'p1', type, occurred_at: new Date(at), payload: { plan, ...payload } as never };
}
const given = (events: PdcaEvent[]) => events.reduce<PdcaStatusRow | undefined>((row, e) => evolvePdcaStatus(row, e), undefined);

describe('PDCA status: given events, then the row', () => {
  it('a plan saved, submitted, returned, submitted again and accepted', () => {
    const row = given([
      event('PdcaPlanSaved', '2026-10-02T03:00:00Z', { from: 'owed', to: 'draft', fields: ['problem'] }),
      event('PdcaFileAttached', '2026-10-02T04:00:00Z', { file_id: 'f', kind: 'pdf', originalname: 'a.pdf', size: 10 }),
      event('PdcaPlanSubmitted', '2026-10-03T03:00:00Z', { from: 'draft', to: 'submitted', fields: [] }),
      event('PdcaPlanReturned', '2026-10-04T03:00:00Z', { from: 'submitted', to: 'returned', comment: 'name an owner' }),
      event('PdcaPlanSubmitted', '2026-10-05T03:00:00Z', { from: 'returned', to: 'submitted', fields: ['actions'] }),
      event('PdcaPlanAccepted', '2026-10-06T03:00:00Z', { from: 'submitted', to: 'accepted', comment: null }),
    ]);
    expect(row).toEqual({
      ...plan,
      state: 'accepted',
      created_at: '2026-10-02T03:00:00.000Z',
      updated_at: '2026-10-06T03:00:00.000Z',
      submitted_at: '2026-10-05T03:00:00.000Z',
      returned_at: '2026-10-04T03:00:00.000Z',
      accepted_at: '2026-10-06T03:00:00.000Z',
      last_comment: 'name an owner',
      submissions: 2,
      returns: 1,
      files: 1,
    });
  });

  it('a plan submitted at once, without a draft', () => {
    const row = given([event('PdcaPlanSubmitted', '2026-10-03T03:00:00Z', { from: 'owed', to: 'submitted', fields: ['problem'] })]);
    expect(row).toMatchObject({ state: 'submitted', created_at: '2026-10-03T03:00:00.000Z', submitted_at: '2026-10-03T03:00:00.000Z', submissions: 1, returns: 0 });
  });

  it('a returned plan saved again is a draft, its return still counted', () => {
    const row = given([
      event('PdcaPlanSubmitted', '2026-10-03T03:00:00Z', { from: 'owed', to: 'submitted', fields: [] }),
      event('PdcaPlanReturned', '2026-10-04T03:00:00Z', { from: 'submitted', to: 'returned', comment: 'why?' }),
      event('PdcaPlanSaved', '2026-10-04T05:00:00Z', { from: 'returned', to: 'draft', fields: ['root_cause'] }),
    ]);
    expect(row).toMatchObject({ state: 'draft', returns: 1, last_comment: 'why?', returned_at: '2026-10-04T03:00:00.000Z' });
  });
});

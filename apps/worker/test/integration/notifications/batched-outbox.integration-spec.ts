import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { UnitOfWork } from '@voc/sql';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { NotificationOutbox } from '@voc/notifications';
import { BatchedOutbox } from '../../../src/notifications/batched-outbox';
import { sendNotification } from '../../../src/notifications/send-notification';
import { TransportError, type NotificationTransports } from '../../../src/notifications/transports/notification-transport';

/**
 * The send jobs of one worker share a BatchedOutbox: their claims and sent records go to
 * PostgreSQL together. What each job sees, and what the outbox and the log end with, must be what
 * one-by-one steps give (the end-to-end proofs with the real transports, a crash between send and
 * record included, are apps/api's notification-delivery spec).
 */
describe('BatchedOutbox (claims and sent records of concurrent send jobs, batched)', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;
  let outbox: NotificationOutbox;
  let ticketId: string;

  const request = async (n: number, tag: string): Promise<string[]> => {
    const rows = await db.query<Array<{ id: string }>>(
      `INSERT INTO notification_outbox (id, idempotency_key, ticket_id, channel, purpose, recipient_role, address, subject, body, dimensions, requested_at)
       SELECT gen_random_uuid(), $3 || '/' || g, $1, CASE WHEN g % 2 = 0 THEN 'sms' ELSE 'email' END, 'new_ticket', 'branch_manager',
              CASE WHEN g % 2 = 0 THEN '0812345678' ELSE 'm' || g || '@dealer.example.com' END, 'subject', 'body', '{"type": "showroom", "region": "Region1"}'::jsonb, now()
       FROM generate_series(1, $2::int) g RETURNING id`,
      [ticketId, n, tag],
    );
    return rows.map((r) => r.id);
  };
  const statusOf = (ids: string[]) =>
    db.query<Array<{ status: string; attempts: number; provider_message_id: string | null }>>(`SELECT status, attempts, provider_message_id FROM notification_outbox WHERE id = ANY($1::uuid[]) ORDER BY id`, [ids]);
  const sentEventsOf = (ids: string[]) =>
    db.query<Array<{ ticket_id: string; payload: Record<string, unknown>; occurred_at: Date }>>(
      `SELECT ticket_id, payload, occurred_at FROM ticket_events WHERE type = 'NotificationSent' AND payload->>'notification_id' = ANY($1::text[]) ORDER BY payload->>'notification_id'`,
      [ids],
    );

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_batched_outbox');
    db = await new DataSource(dataSourceOptions(database.url, 6)).initialize();
    outbox = new NotificationOutbox(new UnitOfWork(db));
    await db.query(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       VALUES ('1', 'ND0001', 'นิสสัน ทดสอบ', 'Nissan Test', 'สาขา', 'Branch', 'R1-1', 'R1-1', 'Region1', 'Region1', '{}'::jsonb)`,
    );
    [{ id: ticketId }] = await db.query<Array<{ id: string }>>(
      `INSERT INTO tickets (case_no, type, source, status, dealer_ref, area_code, region, name, tel, complaint_categories, complaint_description, created_date, created_oa_date, updated_date, logs)
       SELECT 'NB00000001', 'showroom', 'callcenter', 'W', d.id, 'R1-1', 'Region1', 'คุณทดสอบ', '0812345678', '{"A01": true}'::jsonb, 'ทดสอบ', now(), now(), now(), '[]'::jsonb
       FROM dealers d RETURNING id`,
    );
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('claims and records 120 concurrent sends in few statements, each row sent once with its event as one-by-one recording writes it', async () => {
    const ids = await request(120, 'many');
    const batched = new BatchedOutbox(outbox);
    const claimStatements = jest.spyOn(outbox, 'claimMany');
    const recordStatements = jest.spyOn(outbox, 'recordSentMany');
    const claimed = await Promise.all(ids.map((id) => batched.claim(id)));
    expect(claimed.map((row) => row?.id)).toEqual(ids);
    expect(claimed.every((row) => row?.status === 'sending' && row.attempts === 1)).toBe(true);
    const at = new Date('2026-11-25T03:00:00.000Z');
    const recorded = await Promise.all(ids.map((id, i) => batched.recordSent({ id }, `msg-${i}`, at)));
    expect(recorded.every(Boolean)).toBe(true);
    // Asked in one turn of the event loop: one statement each for the 120 claims and the 120 records.
    expect(claimStatements.mock.calls.map(([batch]) => batch.length)).toEqual([120]);
    expect(recordStatements.mock.calls.map(([batch]) => batch.length)).toEqual([120]);
    claimStatements.mockRestore();
    recordStatements.mockRestore();
    expect((await statusOf(ids)).every((r) => r.status === 'sent' && r.attempts === 1 && r.provider_message_id?.startsWith('msg-'))).toBe(true);

    // One row recorded one by one (NotificationOutbox.recordSent): its event has the same shape.
    const [single] = await request(1, 'single');
    await outbox.claim(single);
    expect(await outbox.recordSent({ id: single }, 'msg-single', at)).toBe(true);

    const events = await sentEventsOf([...ids, single]);
    expect(events).toHaveLength(121);
    const byId = new Map(events.map((e) => [e.payload.notification_id as string, e]));
    ids.forEach((id, i) => {
      const event = byId.get(id);
      expect(event?.ticket_id).toBe(ticketId);
      expect(event?.occurred_at.toISOString()).toBe(at.toISOString());
      expect(event?.payload).toEqual({
        ticket: { type: 'showroom', region: 'Region1' },
        notification_id: id,
        channel: i % 2 === 0 ? 'email' : 'sms',
        purpose: 'new_ticket',
        provider_message_id: `msg-${i}`,
        attempts: 1,
      });
    });
    expect(Object.keys(byId.get(single)?.payload ?? {}).sort()).toEqual(Object.keys(byId.get(ids[0])?.payload ?? {}).sort());

    // Recorded already (a repeated job): nothing changes, no event is added.
    expect(await Promise.all(ids.slice(0, 10).map((id) => batched.recordSent({ id }, 'again', at)))).toEqual(Array(10).fill(false));
    expect(await sentEventsOf(ids)).toHaveLength(120);
    expect(await Promise.all(ids.slice(0, 10).map((id) => batched.claim(id)))).toEqual(Array(10).fill(null));
  });

  it('the same id twice in one batch is claimed and recorded once; a malformed id finds nothing and does not fail the others', async () => {
    const [id, other] = await request(2, 'twice');
    const batched = new BatchedOutbox(outbox);
    const claims = await Promise.all([batched.claim(id), batched.claim(id), batched.claim('not-a-uuid'), batched.claim(other)]);
    expect(claims.map((row) => row?.id ?? null)).toEqual([id, null, null, other]);
    expect((await statusOf([id]))[0].attempts).toBe(1);
    const at = new Date();
    expect(await Promise.all([batched.recordSent({ id }, 'first', at), batched.recordSent({ id }, 'second', at), batched.recordSent({ id: other }, 'other', at)])).toEqual([true, false, true]);
    expect((await sentEventsOf([id])).map((e) => e.payload.provider_message_id)).toEqual(['first']);
  });

  it('sendNotification through it: sent, refused for good (failed with its reason), transport down (owed, tried again)', async () => {
    const [sent, refused, down] = await request(3, 'send');
    const batched = new BatchedOutbox(outbox);
    const behaviour: Record<string, () => never | { messageId: string }> = {
      [sent]: () => ({ messageId: 'ok-1' }),
      [refused]: () => {
        throw new TransportError(true, '550 no such mailbox');
      },
      [down]: () => {
        throw new TransportError(false, '503 down');
      },
    };
    const transport = { send: async (m: { notificationId: string }) => behaviour[m.notificationId]() };
    const transports: NotificationTransports = { sms: transport, email: transport };
    const outcomes = await Promise.all([sent, refused, down].map((id) => sendNotification(batched, transports, id, 1000)));
    expect(outcomes.map((o) => o.kind)).toEqual(['sent', 'failed', 'retry']);
    const rows = await db.query<Array<{ id: string; status: string; last_error: string | null }>>(`SELECT id, status, last_error FROM notification_outbox WHERE id = ANY($1::uuid[])`, [[sent, refused, down]]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(sent)).toMatchObject({ status: 'sent', last_error: null });
    expect(byId.get(refused)).toMatchObject({ status: 'failed', last_error: '550 no such mailbox' });
    expect(byId.get(down)).toMatchObject({ status: 'sending', last_error: '503 down' });
  });
});

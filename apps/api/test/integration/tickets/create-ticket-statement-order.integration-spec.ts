import type { CreateTicketDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { SqlRunner } from '@voc/sql';
import { changeTicketStatus, createTicketInTransaction, createTicketsInTransaction, loadPrincipal } from '@voc/ticketing';
import { outboxColumnsOf, prepareNotifications } from '@voc/notifications';
import type { UnitOfWork } from '@voc/sql';
import { createDealer, createUser, type DealerFixture } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { ticketForm } from '../../support/ticket-fixtures';

/**
 * The create command's statement order (docs/BENCHMARKS.md, stop 24): the transaction holds an xid
 * from its first row lock or write on, and the event log's horizon waits for it; so every read comes
 * before the dealers' FOR SHARE lock or in its statement (the directory's users, api15), and after
 * it only writes follow, back to back. The notices
 * planned from memory are the ones the old reads after the INSERT planned (prepareNotifications
 * reads them the old way once the ticket is committed).
 */
function recording(manager: SqlRunner, statements: string[]): SqlRunner {
  return { query: (sql: string, params?: unknown[]) => (statements.push(sql.replace(/\s+/g, ' ').trim()), manager.query(sql, params)) } as SqlRunner;
}

/** A statement that takes an xid: a write, or a row lock. */
const takesXid = (sql: string) => /\b(INSERT|UPDATE|DELETE)\b/i.test(sql) || /\bFOR (SHARE|UPDATE|NO KEY UPDATE|KEY SHARE)\b/i.test(sql);
/** A write (a row lock's FOR UPDATE is not one). */
const isWrite = (sql: string) => /\b(INSERT|UPDATE|DELETE)\b/i.test(sql.replace(/\bFOR (NO KEY )?UPDATE\b/gi, ''));

function expectReadsThenWrites(statements: string[]): void {
  const first = statements.findIndex(takesXid);
  expect(first).toBeGreaterThanOrEqual(0);
  expect(statements[first]).toMatch(/FROM dealers .* FOR SHARE/);
  const after = statements.slice(first + 1);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((sql) => !isWrite(sql))).toEqual([]);
  // The directory's users are read before the writes: in the lock's own statement (api15), which
  // takes the xid either way, so no statement runs under it that the old order did not run.
  expect(statements.slice(0, first + 1).some((sql) => /FROM users/.test(sql))).toBe(true);
}

describe('create ticket: every read before the first write', () => {
  let sut: TestApi;
  let agent: Principal;
  let dealer: DealerFixture;
  let other: DealerFixture;

  const outboxOf = (ids: string[]) =>
    sut.db.query<Array<Record<string, unknown>>>(
      `SELECT idempotency_key, ticket_id, channel, purpose, recipient_role, user_id, address, kpi, subject, body, dimensions
       FROM notification_outbox WHERE ticket_id = ANY($1::uuid[]) ORDER BY idempotency_key`,
      [ids],
    );
  /** What the old path (reads after the INSERT, from the committed rows) plans for these tickets. */
  const plannedByReads = async (ids: string[]) =>
    (await prepareNotifications(sut.db.manager, ids.map((ticketId) => ({ kind: 'ticket_created' as const, ticketId }))))
      .map(outboxColumnsOf)
      .sort((a, b) => (a.idempotency_key < b.idempotency_key ? -1 : 1));

  beforeAll(async () => {
    sut = await startTestApi();
    agent = (await loadPrincipal(sut.db.manager, (await createUser(sut.db, { type: 'callcenter' })).id)) as Principal;
    dealer = await createDealer(sut.db);
    other = await createDealer(sut.db, { region: 'Region2' });
    for (const d of [dealer, other]) {
      await sut.db.query(`UPDATE dealers SET sale_manager_name = 'ทดสอบ ระบบ', service_manager_name = 'ทดสอบ ระบบ' WHERE id = $1`, [d.id]);
      const manager = await createUser(sut.db, { type: 'dealer', dealerId: d.id });
      await sut.db.query(`UPDATE users SET mobile = '0811111111' WHERE id = $1`, [manager.id]);
    }
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('a single create (with a file): reads, the lock, then only writes; the notices are the ones the reads after the INSERT planned', async () => {
    const statements: string[] = [];
    const now = new Date('2026-05-06T07:08:09.123Z');
    const view = await sut.db.transaction((manager) =>
      createTicketInTransaction(recording(manager, statements), agent, ticketForm(dealer.id) as unknown as CreateTicketDto, [{ kind: 'pdf', originalname: 'a.pdf', storedName: `${Date.now()}-a.pdf`, mimeType: 'application/pdf', size: 10 }], now),
    );
    expectReadsThenWrites(statements);
    // The same-tel warning's tickets are read before the lock too.
    expect(statements.slice(0, statements.findIndex(takesXid)).some((sql) => /FROM tickets WHERE tel = /.test(sql))).toBe(true);

    const ids = [view._id];
    const outbox = await outboxOf(ids);
    expect(outbox.length).toBeGreaterThan(0); // the branch manager's
    expect(outbox).toEqual(await plannedByReads(ids));
    const events = await sut.db.query<Array<{ type: string; payload: any }>>(`SELECT type, payload FROM ticket_events WHERE ticket_id = $1 ORDER BY position`, [view._id]);
    // A channel on which the branch's manager has no address is recorded "not sent: no contact" (address ''): requested and failed at once.
    const noContact = outbox.filter((o) => o.address === '').map(() => 'NotificationFailed');
    expect(events.map((e) => e.type).sort()).toEqual([...noContact, ...outbox.map(() => 'NotificationRequested'), 'TicketCreated', 'TicketFileAttached']);
    const created = events.find((e) => e.type === 'TicketCreated')!.payload;
    expect(created.case_no).toBe(view.case_no);
    for (const e of events.filter((x) => x.type === 'NotificationRequested')) expect(e.payload.ticket).toEqual(created.ticket);
  });

  it('a batch over two dealers with refusals: the same order, the same refusals, the notices of the created ones only', async () => {
    const statements: string[] = [];
    const now = new Date();
    const dupTel = `09${Math.floor(10000000 + Math.random() * 89999999)}`;
    await sut.db.transaction((manager) => createTicketInTransaction(manager, agent, ticketForm(dealer.id, { tel: dupTel }) as unknown as CreateTicketDto, [], now));
    const form = (d: string, overrides: Record<string, unknown> = {}) => ({ input: ticketForm(d, overrides) as unknown as CreateTicketDto });
    const outcomes = await sut.db.transaction((manager) =>
      createTicketsInTransaction(recording(manager, statements), agent, [
        form(dealer.id),
        form('00000000-0000-4000-8000-000000000000'),
        form(other.id, { type: 'service', complaint_categories: { S01: true } }),
        form(dealer.id, { tel: dupTel }),
        form(dealer.id, { complaint_categories: {} }),
      ], now),
    );
    expectReadsThenWrites(statements);
    expect(outcomes.map((o) => ('created' in o ? 'created' : `${o.refused.kind}:${o.refused.errorName}`))).toEqual([
      'created',
      expect.stringMatching(/^invalid:/),
      'created',
      'warning:DuplicateTel',
      expect.stringMatching(/^invalid:/),
    ]);
    const ids = outcomes.flatMap((o) => ('created' in o ? [o.created.id] : []));
    const outbox = await outboxOf(ids);
    expect(new Set(outbox.map((r) => r.ticket_id))).toEqual(new Set(ids));
    expect(outbox).toEqual(await plannedByReads(ids));
  });

  it('writes nothing and takes no lock when every ticket is refused before its dealer', async () => {
    const statements: string[] = [];
    const noCategory = ticketForm(dealer.id, { complaint_categories: {} }) as unknown as CreateTicketDto;
    const outcomes = await sut.db.transaction((manager) => createTicketsInTransaction(recording(manager, statements), agent, [{ input: noCategory }], new Date()));
    expect('refused' in outcomes[0]).toBe(true);
    expect(statements.filter(takesXid)).toEqual([]);
  });

  it('a status change to B: after the ticket\'s lock, the notice\'s reads come before the UPDATE and only writes follow it', async () => {
    const view = await sut.db.transaction((manager) => createTicketInTransaction(manager, agent, ticketForm(dealer.id) as unknown as CreateTicketDto, [], new Date()));
    await sut.db.query(`UPDATE tickets SET status = 'T' WHERE id = $1`, [view._id]);
    const approver = (await loadPrincipal(sut.db.manager, (await createUser(sut.db, { type: 'nissan', permission: { ticket_validation: true } })).id)) as Principal;
    const statements: string[] = [];
    const uow = { run: (work: (tx: SqlRunner) => Promise<unknown>) => sut.db.transaction((manager) => work(recording(manager, statements))) } as unknown as UnitOfWork;
    const done = await changeTicketStatus(uow, approver, view._id, 'B');
    expect(done.status).toBe('B');
    const firstWrite = statements.findIndex(isWrite);
    expect(statements.slice(0, firstWrite).some((sql) => /FROM users/.test(sql))).toBe(true);
    expect(statements.slice(firstWrite).filter((sql) => !isWrite(sql))).toEqual([]);
    const sms = await sut.db.query<Array<{ address: string }>>(`SELECT address FROM notification_outbox WHERE ticket_id = $1 AND purpose = 'satisfaction_sms'`, [view._id]);
    expect(sms.map((r) => r.address)).toEqual([view.tel]);
  });
});

import type { CreateTicketDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { SqlRunner, UnitOfWork } from '@voc/sql';
import { changeTicketStatus, createTicketInTransaction, loadPrincipal, TicketingError, UNLOCKED_STATUS_CHANGE_ATTEMPTS } from '@voc/ticketing';
import { createDealer, createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { eventsOf, ticketForm } from '../../support/ticket-fixtures';

/**
 * A status change that requests no notice (docs/BENCHMARKS.md, api15): the ticket read without a
 * lock, then the UPDATE and its event as one autocommit statement guarded by the version read; a
 * ticket changed in between is read again and checked afresh, and after
 * UNLOCKED_STATUS_CHANGE_ATTEMPTS such misses the change waits for the ticket's lock.
 */
describe('status change without a transaction: two statements, the xid in the last', () => {
  let sut: TestApi;
  let agent: Principal;
  let staff: Principal;
  let dealerId: string;

  const isGuardedChange = (sql: string) => /WITH t AS \(UPDATE tickets SET .* AND version = /.test(sql);
  /** A statement that takes an xid: a write, or a row lock. */
  const takesXid = (sql: string) => /\b(INSERT|UPDATE|DELETE)\b/i.test(sql) || /\bFOR (SHARE|UPDATE|NO KEY UPDATE|KEY SHARE)\b/i.test(sql);

  /**
   * A UnitOfWork over the test database recording every statement; `beforeGuardedChange` runs
   * before each guarded UPDATE is sent (another writer's change landing in between).
   */
  function recordingUow(statements: string[], beforeGuardedChange: (attempt: number) => Promise<void> = async () => undefined) {
    let guarded = 0;
    const locked = { runs: 0 };
    const recording = (manager: SqlRunner): SqlRunner =>
      ({
        query: async (sql: string, params?: unknown[]) => {
          const flat = sql.replace(/\s+/g, ' ').trim();
          if (isGuardedChange(flat)) await beforeGuardedChange((guarded += 1));
          statements.push(flat);
          return manager.query(sql, params);
        },
      }) as SqlRunner;
    const uow = {
      runner: recording(sut.db.manager),
      run: (work: (tx: SqlRunner) => Promise<unknown>) => {
        locked.runs += 1;
        return sut.db.transaction((manager) => work(recording(manager)));
      },
    } as unknown as UnitOfWork;
    return { uow, locked };
  }

  const newTicket = async () => (await sut.db.transaction((manager) => createTicketInTransaction(manager, agent, ticketForm(dealerId) as unknown as CreateTicketDto, [], new Date())))._id;
  /** Another writer's change to the ticket, committed: a history line rewritten, the version moved on. */
  const otherWriterTouches = (id: string) => sut.db.query(`UPDATE tickets SET logs = logs || '[{"status":"W","updated_by":"other"}]'::jsonb, version = version + 1 WHERE id = $1`, [id]);
  const statusMoves = async (id: string) => (await eventsOf(sut.db, id)).filter((e) => e.type === 'TicketStatusChanged').map((e) => `${e.payload.from}${e.payload.to}`);

  beforeAll(async () => {
    sut = await startTestApi();
    const dealer = await createDealer(sut.db);
    dealerId = dealer.id;
    agent = (await loadPrincipal(sut.db.manager, (await createUser(sut.db, { type: 'callcenter' })).id)) as Principal;
    staff = (await loadPrincipal(sut.db.manager, (await createUser(sut.db, { type: 'dealer', dealerId })).id)) as Principal;
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('W → C: an unlocked read, then one statement that takes the xid; no transaction opened; one event', async () => {
    const id = await newTicket();
    const statements: string[] = [];
    const { uow, locked } = recordingUow(statements);
    const view = await changeTicketStatus(uow, staff, id, 'C');
    expect(view.status).toBe('C');
    expect(locked.runs).toBe(0);
    expect(statements).toHaveLength(2);
    expect(takesXid(statements[0])).toBe(false);
    expect(statements[0]).toMatch(/^SELECT .* FROM tickets t JOIN dealers d/);
    expect(isGuardedChange(statements[1])).toBe(true);
    expect(await statusMoves(id)).toEqual(['WC']);
    const [row] = await sut.db.query<Array<{ version: number; status: string }>>(`SELECT version, status FROM tickets WHERE id = $1`, [id]);
    expect(row).toEqual({ version: 2, status: 'C' });
  });

  it('a ticket changed between the read and the write: read again, the other change kept, one event', async () => {
    const id = await newTicket();
    const statements: string[] = [];
    const { uow, locked } = recordingUow(statements, async (attempt) => {
      if (attempt === 1) await otherWriterTouches(id);
    });
    const view = await changeTicketStatus(uow, staff, id, 'C');
    expect(view.status).toBe('C');
    expect(view.logs.map((l: { updated_by: string }) => l.updated_by)).toContain('other');
    expect(locked.runs).toBe(0);
    expect(statements.filter(isGuardedChange)).toHaveLength(2);
    expect(await statusMoves(id)).toEqual(['WC']);
  });

  it('a ticket moved by someone else in between: checked afresh against its new status and refused, nothing written', async () => {
    const id = await newTicket();
    const statements: string[] = [];
    const { uow } = recordingUow(statements, async (attempt) => {
      if (attempt === 1) await changeTicketStatus(recordingUow([]).uow, staff, id, 'C');
    });
    const refused = await changeTicketStatus(uow, staff, id, 'C').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TicketingError);
    expect(refused).toMatchObject({ errorName: 'StatusChangeRefused' });
    expect(await statusMoves(id)).toEqual(['WC']);
  });

  it(`changed before every one of ${UNLOCKED_STATUS_CHANGE_ATTEMPTS} unlocked attempts: takes the ticket's lock and changes it`, async () => {
    const id = await newTicket();
    const statements: string[] = [];
    const { uow, locked } = recordingUow(statements, (attempt) => otherWriterTouches(id).then(() => expect(attempt).toBeLessThanOrEqual(UNLOCKED_STATUS_CHANGE_ATTEMPTS)));
    const view = await changeTicketStatus(uow, staff, id, 'C');
    expect(view.status).toBe('C');
    expect(locked.runs).toBe(1);
    expect(statements.filter(isGuardedChange)).toHaveLength(UNLOCKED_STATUS_CHANGE_ATTEMPTS);
    expect(statements.some((sql) => /FOR UPDATE OF t/.test(sql))).toBe(true);
    expect(await statusMoves(id)).toEqual(['WC']);
  });

  it('a ticket deleted in between: read again, not found, nothing written', async () => {
    const id = await newTicket();
    const { uow } = recordingUow([], async () => {
      await sut.db.query(`UPDATE tickets SET deleted_at = now(), version = version + 1 WHERE id = $1`, [id]);
    });
    const missing = await changeTicketStatus(uow, staff, id, 'C').catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: 'not_found' });
    expect(await statusMoves(id)).toEqual([]);
  });

  it('two changes of the same ticket at once: one wins, the other is checked against it', async () => {
    const id = await newTicket();
    const results = await Promise.allSettled([changeTicketStatus(recordingUow([]).uow, staff, id, 'C'), changeTicketStatus(recordingUow([]).uow, staff, id, 'C')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([expect.objectContaining({ errorName: 'StatusChangeRefused' })]);
    expect(await statusMoves(id)).toEqual(['WC']);
  });
});

import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { logHead, readEventBatch, takeActivityViewFirst } from '@voc/events';
import { dataSourceOptions, PROJECTION_WRITER_APPLICATION_NAME, reportingDataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { projectNextBatch } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';

// The projection writers' transactions (application_name voc-reporting) are out of
// event_log_horizon(): a projection batch held open no longer holds back events committed during
// it (1765500000000-projection-writers-out-of-horizon.ts). Any other identity still does, and every
// event log refuses an append from a projection writer.
describe('event_log_horizon() and the projection writers', () => {
  let database: ThrowawayDatabase;
  let appender: Client;
  let events: DataSource;
  let reporting: DataSource;
  const opened: Client[] = [];
  let round = 0;

  /** A connection that holds an xid in the reporting schema (a batch of the PDCA projection), not committed. */
  async function holdReportingTransaction(applicationName: string | undefined): Promise<Client> {
    const c = new Client({ connectionString: database.url, ...(applicationName === undefined ? {} : { application_name: applicationName }) });
    await c.connect();
    opened.push(c);
    await c.query('BEGIN');
    await c.query(`UPDATE reporting.projection_checkpoints SET last_position = last_position WHERE projection = 'pdca'`);
    return c;
  }

  async function appendTicket(): Promise<number> {
    round += 1;
    const appended = syntheticTicketEvents(1, await eventDealers(appender), new Date('2026-03-01T00:00:00Z'), round);
    await insertEvents(appender, appended);
    return appended.length;
  }

  /** What a reader gets below the horizon after `after` (its activity view first, as the projections read). */
  async function readBelowHorizon(after: { tx: string; position: string }): Promise<{ read: number; held: boolean }> {
    return events.transaction(async (manager) => {
      await takeActivityViewFirst(manager);
      const batch = await readEventBatch(manager, after, 10_000);
      const { held } = await logHead(manager);
      return { read: batch.length, held };
    });
  }

  async function logEnd(): Promise<{ tx: string; position: string }> {
    const { rows } = await appender.query(`SELECT coalesce(max(tx_id), '0')::text AS tx, coalesce(max(position), 0)::text AS position FROM ticket_events`);
    return rows[0] as { tx: string; position: string };
  }

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_hzn_pw');
    appender = new Client({ connectionString: database.url, application_name: 'voc' });
    await appender.connect();
    await insertTestDealers(appender, { count: 1, code: 'P' });
    events = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
    reporting = await new DataSource(reportingDataSourceOptions(database.url, 2)).initialize();
  });

  afterEach(async () => {
    await Promise.allSettled(opened.splice(0).map(async (c) => c.query('ROLLBACK').finally(() => c.end())));
  });

  afterAll(async () => {
    await Promise.allSettled([events?.destroy(), reporting?.destroy(), appender?.end()]);
    await database?.drop();
  });

  it('a held projection writer transaction does not hold the horizon: events committed after it are read', async () => {
    const after = await logEnd();
    await holdReportingTransaction(PROJECTION_WRITER_APPLICATION_NAME);
    const appended = await appendTicket();
    expect(await readBelowHorizon(after)).toEqual({ read: appended, held: false });
  });

  it.each([
    ['the api and worker pools (voc)', 'voc'],
    ['a session without a name (psql, a migration)', undefined],
    ['a name that only starts like it', `${PROJECTION_WRITER_APPLICATION_NAME}-x`],
  ])('a held transaction of %s still holds it', async (_name, applicationName) => {
    const after = await logEnd();
    await holdReportingTransaction(applicationName);
    await appendTicket();
    expect(await readBelowHorizon(after)).toEqual({ read: 0, held: true });
  });

  it('a projection step on the worker pools (reporting pool of its own, same database) projects past another held batch', async () => {
    const stores = projectionStores(events, reporting, 5_000, true);
    for (let r = await projectNextBatch(stores); r.applied > 0; r = await projectNextBatch(stores));
    // Another worker's batch of another projection, open for as long as it takes.
    await holdReportingTransaction(PROJECTION_WRITER_APPLICATION_NAME);
    const appended = await appendTicket();
    expect((await projectNextBatch(stores)).applied).toBe(appended);
  });

  it('the worker reporting pool connects with the projection writers identity', async () => {
    const [row] = await reporting.query<Array<{ name: string }>>(`SELECT current_setting('application_name') AS name`);
    expect(row.name).toBe('voc-reporting');
  });

  it.each([
    ['ticket_events', `INSERT INTO ticket_events (ticket_id, type, payload, occurred_at) VALUES (gen_random_uuid(), 'ticket.created', '{}'::jsonb, now())`],
    ['survey_events', `INSERT INTO survey_events (case_key, type, payload, occurred_at) VALUES ('k', 'survey.sent', '{}'::jsonb, now())`],
    ['pdca_events', `INSERT INTO pdca_events (plan_id, type, payload, occurred_at) VALUES (gen_random_uuid(), 'pdca.created', '{}'::jsonb, now())`],
  ])('%s refuses an append from a projection writer', async (table, insert) => {
    await expect(reporting.query(insert)).rejects.toThrow(`a projection writer (application_name voc-reporting) never appends to an event log: INSERT INTO ${table} refused`);
  });

  it('refuses an append from a session that took the identity by SET, and lets the others append', async () => {
    const c = new Client({ connectionString: database.url, application_name: 'voc' });
    await c.connect();
    opened.push(c);
    await c.query('BEGIN');
    await c.query(`SET LOCAL application_name = 'voc-reporting'`);
    await expect(c.query(`INSERT INTO survey_events (case_key, type, payload, occurred_at) VALUES ('k', 'survey.sent', '{}'::jsonb, now())`)).rejects.toThrow(/never appends to an event log: INSERT INTO survey_events refused/);
    await c.query('ROLLBACK');
    await expect(c.query(`INSERT INTO survey_events (case_key, type, payload, occurred_at) VALUES ('k', 'survey.sent', '{}'::jsonb, now())`)).resolves.toBeDefined();
  });
});

import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { lateChangeSql } from '@voc/reporting-schema';
import { createMigratedDatabase, insertEvents, type SyntheticEvent, type ThrowawayDatabase } from '@voc/testing';
import { sweepDeadlines } from '../../../src/projections/tickets/deadline-sweep';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectAllVoc } from '../../../src/projections/voc/project-voc';
import { projectAllVoice } from '../../../src/projections/voice/project-voice';
import { projectionDifferences } from '../../support/compare-projections';

const DEALER = '00000000-0000-4000-8000-000000000001';
const CLOSE_DAY = 5;

function ticket(createdDate: string, categories: Record<string, boolean>) {
  const id = randomUUID();
  const snapshot = { type: 'showroom', source: 'survey', dealer_ref: DEALER, dealer_code: 'D0001', area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
  return {
    id,
    created: (): SyntheticEvent =>
      ({ ticket_id: id, type: 'TicketCreated', occurred_at: createdDate, payload: { ticket: snapshot, case_no: id.slice(0, 8), status: 'W', complaint_categories: categories, car_model: 'Navara' } }) as SyntheticEvent,
    status: (from: string, to: string, at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketStatusChanged', occurred_at: at, payload: { ticket: snapshot, from, to } }) as SyntheticEvent,
    cancelled: (at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketCancelled', occurred_at: at, payload: { ticket: snapshot, from: 'W', reason: 'duplicate' } }) as SyntheticEvent,
  };
}

/**
 * Month-end freezing (issue 13): a month's KPI and VOC figures are copied aside at the first event
 * after its close (MONTH_CLOSE_DAY 5: September closes at 2026-10-05T17:00Z, the end of 5 October
 * in Bangkok), the KPIs judged as of the close; later events change the live figures, never the
 * frozen ones, and a rebuild freezes the same.
 */
describe('month-end freezing in the projections', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  const august = ticket('2026-08-15T03:00:00.000Z', { A01: true });
  const september = ticket('2026-09-10T03:00:00.000Z', { A01: true });
  const untouched = ticket('2026-09-30T10:00:00.000Z', { F02: true });
  const worked = ticket('2026-09-30T16:30:00.000Z', { A01: true, P01: true });
  const october = ticket('2026-10-06T00:00:00.000Z', { A01: true });

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_freeze');
    client = new Client({ connectionString: database.url });
    await client.connect();
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  const project = async (batchSize: number) => {
    await projectAll(projectionStores(db), 'reporting', batchSize, 'calendar', CLOSE_DAY);
    await projectAllVoc(projectionStores(db), 'reporting', batchSize, CLOSE_DAY);
    // The voice projection runs beside them in the worker (and in a replay), freezing its own months.
    await projectAllVoice(projectionStores(db), 'reporting', batchSize, CLOSE_DAY);
  };
  const frozenMonths = async () =>
    (await client.query(`SELECT projection, to_char(month, 'YYYY-MM') AS month, to_json(frozen_on) #>> '{}' AS frozen_on, position::int FROM reporting.frozen_months ORDER BY 1, 2`)).rows;
  const kpi = async (table: 'kpi_monthly' | 'kpi_monthly_frozen', month: string) =>
    (await client.query(`SELECT tickets, cancelled, closed, kpi2a_met, kpi2a_decided, kpi4a_met, kpi4a_decided, kpi5_decided FROM reporting.${table} WHERE month = $1`, [month])).rows;
  const voc = async (table: `voc${'' | '_area' | '_dealer'}_monthly${'' | '_frozen'}`, month: string) =>
    (await client.query(`SELECT sum(tickets)::int AS tickets, sum(cancelled)::int AS cancelled FROM reporting.${table} WHERE month = $1 HAVING count(*) > 0`, [month])).rows;
  const codes = async (table: 'voc_category_monthly' | 'voc_category_monthly_frozen', month: string) =>
    (await client.query(`SELECT category_code, complaints FROM reporting.${table} WHERE month = $1 ORDER BY 1`, [month])).rows;
  const position = async (ticketId: string, type: string) =>
    Number((await client.query(`SELECT position FROM ticket_events WHERE ticket_id = $1 AND type = $2`, [ticketId, type])).rows[0].position);

  it('freezes nothing while no month has closed', async () => {
    await insertEvents(client, [august.created()]);
    await project(1);
    expect(await frozenMonths()).toEqual([]);
  });

  it('freezes August at the first event after 5 September ends (Bangkok), and only August', async () => {
    await insertEvents(client, [september.created(), untouched.created(), worked.created(), worked.status('W', 'C', '2026-10-01T03:00:00.000Z'), worked.status('C', 'S', '2026-10-02T03:00:00.000Z'), worked.status('S', 'B', '2026-10-03T03:00:00.000Z')]);
    await project(1);
    const at = await position(september.id, 'TicketCreated');
    expect(await frozenMonths()).toEqual([
      { projection: 'tickets', month: '2026-08', frozen_on: '2026-09-05T17:00:00+00:00', position: at },
      { projection: 'voc', month: '2026-08', frozen_on: '2026-09-05T17:00:00+00:00', position: at },
    ]);
    expect(await voc('voc_monthly_frozen', '2026-08-01')).toEqual([{ tickets: 1, cancelled: 0 }]);
  });

  it('freezes September at the first event after its close, its KPIs judged as of the close', async () => {
    await insertEvents(client, [october.created()]);
    await project(1);
    const at = await position(october.id, 'TicketCreated');
    expect((await frozenMonths()).filter((row) => row.month === '2026-09')).toEqual([
      { projection: 'tickets', month: '2026-09', frozen_on: '2026-10-05T17:00:00+00:00', position: at },
      { projection: 'voc', month: '2026-09', frozen_on: '2026-10-05T17:00:00+00:00', position: at },
    ]);
    // At the close: two untouched tickets had missed KPI2a and KPI4a; the worked one met both; its
    // KPI5 window (5 days from closing on 3 October) was still open, so undecided. No sweep has
    // run, yet the live rows take the close's decisions too (issue 31: the live and the frozen
    // figures differ only by what happened after the close; they held them undecided before).
    expect(await kpi('kpi_monthly_frozen', '2026-09-01')).toEqual([{ tickets: 3, cancelled: 0, closed: 1, kpi2a_met: 1, kpi2a_decided: 3, kpi4a_met: 1, kpi4a_decided: 3, kpi5_decided: 0 }]);
    expect(await kpi('kpi_monthly', '2026-09-01')).toEqual([{ tickets: 3, cancelled: 0, closed: 1, kpi2a_met: 1, kpi2a_decided: 3, kpi4a_met: 1, kpi4a_decided: 3, kpi5_decided: 0 }]);
    expect(await voc('voc_monthly_frozen', '2026-09-01')).toEqual([{ tickets: 3, cancelled: 0 }]);
    expect(await codes('voc_category_monthly_frozen', '2026-09-01')).toEqual([
      { category_code: 'A01', complaints: 2 },
      { category_code: 'F02', complaints: 1 },
      { category_code: 'P01', complaints: 1 },
    ]);
  });

  it('keeps the frozen figures when a frozen month\'s ticket changes later, and counts it as a late change', async () => {
    await insertEvents(client, [september.cancelled('2026-10-10T03:00:00.000Z')]);
    await project(1);
    expect(await voc('voc_monthly', '2026-09-01')).toEqual([{ tickets: 2, cancelled: 1 }]);
    expect(await voc('voc_monthly_frozen', '2026-09-01')).toEqual([{ tickets: 3, cancelled: 0 }]);
    // The coarse roll-ups (by area, by dealer) freeze and change the same way.
    for (const coarse of ['voc_area_monthly', 'voc_dealer_monthly'] as const) {
      expect(await voc(coarse, '2026-09-01')).toEqual([{ tickets: 2, cancelled: 1 }]);
      expect(await voc(`${coarse}_frozen`, '2026-09-01')).toEqual([{ tickets: 3, cancelled: 0 }]);
    }
    expect((await kpi('kpi_monthly_frozen', '2026-09-01'))[0].cancelled).toBe(0);
    // A late change: a ticket whose figures are not those recorded at the close (libs/domain late-changes).
    const { rows } = await client.query(
      `SELECT count(*)::int AS late FROM reporting.ticket_kpi t JOIN reporting.frozen_months f ON f.projection = 'tickets' AND f.month = t.received_month WHERE ${lateChangeSql('reporting', 'tickets', 't')}`,
    );
    expect(rows).toEqual([{ late: 1 }]);
  });

  it('rebuilds the same frozen figures from the log in other batch sizes', async () => {
    await replayInto(projectionStores(db), 'reporting_check', 'calendar', CLOSE_DAY);
    expect(await projectionDifferences(client, 'reporting', 'reporting_check')).toEqual({});
    const frozen = (await client.query(`SELECT count(*)::int AS n FROM reporting_check.kpi_monthly_frozen`)).rows[0].n;
    expect(frozen).toBe(2);
  });

  it('leaves the frozen figures alone when the deadline sweep decides what time alone decides', async () => {
    const before = await kpi('kpi_monthly_frozen', '2026-09-01');
    await sweepDeadlines(projectionStores(db), new Date('2026-12-01T00:00:00.000Z'));
    expect((await kpi('kpi_monthly', '2026-09-01'))[0].kpi5_decided).toBe(1);
    expect(await kpi('kpi_monthly_frozen', '2026-09-01')).toEqual(before);
  });
});

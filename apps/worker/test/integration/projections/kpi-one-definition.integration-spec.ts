import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, reportingDataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, insertEvents, type SyntheticEvent, type ThrowawayDatabase } from '@voc/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { KpiOneDefinition1766300000000 } from '../../../../../libs/migrations/src/reporting/migrations/1766300000000-kpi-one-definition';
import { sweepDeadlines } from '../../../src/projections/tickets/deadline-sweep';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectAllVoc } from '../../../src/projections/voc/project-voc';
import { projectAllVoice } from '../../../src/projections/voice/project-voice';
import { projectionDifferences } from '../../support/compare-projections';

const DEALER = '00000000-0000-4000-8000-000000000031';
const CLOSE_DAY = 5;
/** When the tests' deadline sweep runs: long after May closed (2026-06-05T17:00Z) and after every event. */
const SWEEP_AT = new Date('2026-11-25T00:00:00.000Z');

function ticket(createdDate: string) {
  const id = randomUUID();
  const snapshot = { type: 'showroom', source: 'callcenter', dealer_ref: DEALER, dealer_code: 'D0031', area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
  const event = (type: string, at: string, payload: Record<string, unknown>): SyntheticEvent => ({ ticket_id: id, type, occurred_at: at, payload: { ticket: snapshot, ...payload } }) as SyntheticEvent;
  return {
    id,
    created: () => event('TicketCreated', createdDate, { case_no: id.slice(0, 8), status: 'W', complaint_categories: { A01: true }, car_model: null }),
    moved: (from: string, to: string, at: string) => event('TicketStatusChanged', at, { from, to }),
    verified: (at: string, smsEntered: 0 | 1) => event('TicketVerified', at, { status: 'B', verify_status: 'valid', review: { satisfied: 'Y', recieved_satisfied_sms_status: smsEntered } }),
    smsDelivered: (at: string) => event('NotificationDelivered', at, { notification_id: randomUUID(), channel: 'sms', purpose: 'satisfaction_sms', provider_message_id: 'm1' }),
  };
}

/**
 * Issue 31: one definition of each KPI, the live figure and the final one alike. A May 2026
 * (closes at the end of 5 June, Bangkok) with four tickets:
 *   quick    2.5 days to close, its satisfaction SMS delivered within the window (KPI5c met);
 *   late     still open at the close (8.5 days by then), completed on 1 July;
 *   approval 1 day of the dealer's, 7 days waiting for head office's approval: misses KPI4a,
 *            meets the dealer's own;
 *   backlog  1 day to close, verified "SMS not received"; its SMS sent with a backlog in November.
 * KPI4 = (2.5 + 8.5 + 8 + 1) / 4 = 5 days, final and live.
 */
describe('one definition of each KPI, final and live', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  const quick = ticket('2026-05-10T03:00:00.000Z');
  const late = ticket('2026-05-28T05:00:00.000Z');
  const approval = ticket('2026-05-20T03:00:00.000Z');
  const backlog = ticket('2026-05-15T03:00:00.000Z');
  const june = ticket('2026-06-10T03:00:00.000Z');

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_kpidef');
    client = new Client({ connectionString: database.url });
    await client.connect();
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  const project = async () => {
    await projectAll(projectionStores(db), 'reporting', 3, 'calendar', CLOSE_DAY);
    await projectAllVoc(projectionStores(db), 'reporting', 3, CLOSE_DAY);
    await projectAllVoice(projectionStores(db), 'reporting', 3, CLOSE_DAY);
  };
  const MAY_FIGURES = `tickets, closed, kpi4_days_sum::float AS kpi4_days_sum, kpi4_counted, kpi4a_met, kpi4a_decided, kpi4a_dealer_met, kpi4a_dealer_decided, kpi5c_met, kpi5_decided`;
  const may = async (table: 'kpi_monthly' | 'kpi_monthly_frozen', schema = 'reporting') =>
    (await client.query(`SELECT ${MAY_FIGURES} FROM ${schema}.${table} WHERE month = '2026-05-01'`)).rows;
  const row = async (ticketId: string) =>
    (await client.query(`SELECT kpi4_days::float AS kpi4_days, kpi4_counted_days::float AS kpi4_counted_days, kpi4a, kpi4a_dealer, sms_received, kpi5c, last_position::int FROM reporting.ticket_kpi WHERE ticket_id = $1`, [ticketId])).rows[0];
  const FINAL = { tickets: 4, closed: 3, kpi4_days_sum: 20, kpi4_counted: 4, kpi4a_met: 2, kpi4a_decided: 4, kpi4a_dealer_met: 3, kpi4a_dealer_decided: 4, kpi5c_met: 1, kpi5_decided: 3 };
  // Live, after the late ticket was completed in July (and missed its satisfaction check): those
  // two are late changes of other figures; KPI4, both KPI4a and KPI5c stand as at the close.
  const LIVE = { ...FINAL, closed: 4, kpi5_decided: 4 };

  it('freezes May with the tickets still open at the close counted to the close', async () => {
    await insertEvents(client, [
      quick.created(),
      quick.moved('W', 'C', '2026-05-10T05:00:00.000Z'),
      quick.moved('C', 'S', '2026-05-11T03:00:00.000Z'),
      quick.moved('S', 'B', '2026-05-12T15:00:00.000Z'),
      quick.smsDelivered('2026-05-12T16:00:00.000Z'),
      quick.verified('2026-05-13T03:00:00.000Z', 0),
      backlog.created(),
      backlog.moved('W', 'C', '2026-05-15T05:00:00.000Z'),
      backlog.moved('C', 'S', '2026-05-15T10:00:00.000Z'),
      backlog.moved('S', 'B', '2026-05-16T03:00:00.000Z'),
      backlog.verified('2026-05-17T03:00:00.000Z', 0),
      approval.created(),
      approval.moved('W', 'C', '2026-05-20T05:00:00.000Z'),
      approval.moved('C', 'S', '2026-05-21T03:00:00.000Z'),
      approval.moved('S', 'T', '2026-05-21T03:00:00.000Z'),
      approval.moved('T', 'B', '2026-05-28T03:00:00.000Z'),
      late.created(),
      late.moved('W', 'C', '2026-05-28T06:00:00.000Z'),
      june.created(),
    ]);
    await project();
    expect(await may('kpi_monthly_frozen')).toEqual([FINAL]);
    expect(await row(approval.id)).toMatchObject({ kpi4a: false, kpi4a_dealer: true, kpi4_days: 8 });
  });

  it('the live May agrees with the final one once time has decided it, whatever happens to its tickets later', async () => {
    await insertEvents(client, [
      late.moved('C', 'S', '2026-06-20T03:00:00.000Z'),
      late.moved('S', 'B', '2026-07-01T05:00:00.000Z'),
      // A 17-month backlog of satisfaction SMS sent in one day (here: six months after May).
      backlog.smsDelivered('2026-11-20T03:00:00.000Z'),
    ]);
    const backlogBefore = await row(backlog.id);
    await project();
    await sweepDeadlines(projectionStores(db), SWEEP_AT, 'reporting', 'calendar', undefined, CLOSE_DAY);
    expect(await may('kpi_monthly')).toEqual([LIVE]);
    expect(await may('kpi_monthly_frozen')).toEqual([FINAL]);
    // The late ticket counts its 8.5 days to May's close in KPI4; its own 34 days stay its own.
    expect(await row(late.id)).toMatchObject({ kpi4_counted_days: 8.5, kpi4_days: 34 });
    // The backlog's receipt came months after KPI5c's window: the row did not change at all.
    expect(await row(backlog.id)).toEqual(backlogBefore);
    expect(backlogBefore).toMatchObject({ sms_received: false, kpi5c: false });
  });

  it('a rebuild from the log gives the same rows', async () => {
    await replayInto(projectionStores(db), 'reporting_check', 'calendar', CLOSE_DAY);
    await sweepDeadlines(projectionStores(db), SWEEP_AT, 'reporting_check', 'calendar', undefined, CLOSE_DAY);
    expect(await projectionDifferences(client, 'reporting', 'reporting_check')).toEqual({});
  });

  it('the upgrade (reporting migration 1766300000000) rebuilds the ticket projection: months counted by the old definition are counted again by the new one', async () => {
    const reporting = await new DataSource(reportingDataSourceOptions(database.url, 1)).initialize();
    try {
      const runner = reporting.createQueryRunner();
      const migration = new KpiOneDefinition1766300000000();
      await migration.down(runner);
      // May as the old definitions had frozen it: KPI4 over the completed tickets only, KPI5c taking the backlog's receipt.
      await client.query(`UPDATE reporting.kpi_monthly_frozen SET kpi4_days_sum = 11.5, kpi5c_met = 2 WHERE month = '2026-05-01'`);
      await migration.up(runner);
      await runner.release();
    } finally {
      await reporting.destroy();
    }
    expect((await client.query(`SELECT count(*)::int AS n FROM reporting.ticket_kpi`)).rows[0].n).toBe(0);
    expect((await client.query(`SELECT last_position::int AS p FROM reporting.projection_checkpoints WHERE projection = 'tickets'`)).rows).toEqual([{ p: 0 }]);
    await project();
    await sweepDeadlines(projectionStores(db), SWEEP_AT, 'reporting', 'calendar', undefined, CLOSE_DAY);
    expect(await may('kpi_monthly_frozen')).toEqual([FINAL]);
    expect(await may('kpi_monthly')).toEqual([LIVE]);
    expect(await projectionDifferences(client, 'reporting', 'reporting_check')).toEqual({});
  });
});

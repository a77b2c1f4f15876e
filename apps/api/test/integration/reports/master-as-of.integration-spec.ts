import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { nextDeadline, workingHoursClock, type WorkingHours } from '@voc/domain';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, insertEvents, type SyntheticEvent, type ThrowawayDatabase } from '@voc/testing';
// The projections run in this process, batch by batch around the master changes, and are then
// replayed into a shadow schema (the worker's own functions, as the voice and PDCA specs do).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { sweepDeadlines } from '../../../../worker/src/projections/tickets/deadline-sweep';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectAll } from '../../../../worker/src/projections/tickets/project-tickets';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { replayInto } from '../../../../worker/src/projections/tickets/rebuild-projections';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { testProjectionStores as projectionStores } from '../../../../worker/test/support/test-projection-stores';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectAllVoc } from '../../../../worker/src/projections/voc/project-voc';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectAllVoice } from '../../../../worker/src/projections/voice/project-voice';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectionDifferences } from '../../../../worker/test/support/compare-projections';
import { createDealer } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

const CLOSE_DAY = 5;
/** The hours the branch had when its October and early-November tickets came in (Bangkok time). */
const OLD_HOURS: WorkingHours = { monday_to_friday: { open: '08:00', close: '17:00' }, saturday: { open: null, close: null }, sunday: { open: null, close: null } };
/** Its hours from the change on (two hours a day, every day). */
const NEW_HOURS: WorkingHours = { monday_to_friday: { open: '10:00', close: '12:00' }, saturday: { open: '10:00', close: '12:00' }, sunday: { open: '10:00', close: '12:00' } };

/**
 * Issue 31: every dimension the master decides is taken as it was when the event happened. A
 * branch's October is frozen (MONTH_CLOSE_DAY 5); then, between projection batches, the branch
 * moves to another dealer company and another sales area, its working hours change, and its
 * tickets' car model moves to another segment. October's final KPI and VOC figures (by entity,
 * area and segment) stay as they were, a ticket received before the change keeps the deadlines of
 * the old hours, one received after it gets the new hours, and a rebuild of the projections from
 * the log equals the incremental ones row for row.
 */
describe('master data as of the event: a final month never moves when the master changes', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let sut: TestApi;
  let world: TicketWorld;
  let branch: { id: string; code: string };
  let navara: { _id: string; model: string; name_th: string; name_en: string; segment: string };

  const project = async () => {
    const stores = projectionStores(db);
    await projectAll(stores, 'reporting', 2, 'working_hours', CLOSE_DAY);
    await projectAllVoc(stores, 'reporting', 2, CLOSE_DAY);
    await projectAllVoice(stores, 'reporting', 2, CLOSE_DAY);
  };
  const october = 'year=2026&month=10';
  const report = async (path: string) => {
    const res = await sut.call<any>('GET', path, { token: world.csn });
    expect(res.status).toBe(200);
    const { result, total } = res.body.success;
    return { result, total };
  };
  const octoberFigures = async () => ({
    kpiByEntity: await report(`/tickets/report/kpi?${october}&group_by=entity`),
    kpiByArea: await report(`/tickets/report/kpi?${october}&group_by=area`),
    vocByEntity: await report(`/tickets/report/voc?${october}&by=entity`),
    vocBySegment: await report(`/tickets/report/car_model?${october}&by=segment`),
    vocByArea: await report(`/tickets/report/voc?${october}&by=area`),
  });
  const kpiRow = async (ticketId: string) =>
    (await client.query(`SELECT kpi2a, to_json(next_due_at) #>> '{}' AS next_due_at, area_code FROM reporting.ticket_kpi WHERE ticket_id = $1`, [ticketId])).rows[0];

  // Synthetic events of the branch, as the log holds them (the dimensions the ticket had then).
  const ticket = (receivedAt: string) => {
    const id = randomUUID();
    const snapshot = () => ({ type: 'showroom', source: 'callcenter', dealer_ref: branch.id, dealer_code: branch.code, area_code: 'R1-1', region: 'Region1', created_oa_date: receivedAt, created_date: receivedAt });
    return {
      id,
      created: (): SyntheticEvent =>
        ({ ticket_id: id, type: 'TicketCreated', occurred_at: receivedAt, payload: { ticket: snapshot(), case_no: id.slice(0, 8), status: 'W', complaint_categories: { A01: true }, car_model: 'Navara' } }) as SyntheticEvent,
      contacted: (at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketStatusChanged', occurred_at: at, payload: { ticket: snapshot(), from: 'W', to: 'C' } }) as SyntheticEvent,
    };
  };
  // Received Friday 9 October 16:00 in Bangkok; the first contacted on Monday.
  const octoberTickets = [ticket('2026-10-09T09:00:00.000Z'), ticket('2026-10-09T09:00:00.000Z'), ticket('2026-10-09T09:00:00.000Z')];
  // Received Tuesday 10 November 10:00 in Bangkok: 24 working hours end on Thursday 12 November
  // 16:00 with the old hours, on 21 November with the new ones; contacted on Friday 13 November.
  const november = ticket('2026-11-10T03:00:00.000Z');

  let before: Awaited<ReturnType<typeof octoberFigures>>;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_asof');
    client = new Client({ connectionString: database.url });
    await client.connect();
    db = await new DataSource(dataSourceOptions(database.url, 4)).initialize();
    sut = await startTestApi({ DATABASE_URL: database.url });
    world = await ticketWorld(sut);
    // A branch of company 7100 (written outside the commands, as seeded rows are: no history yet).
    branch = await createDealer(sut.db);
    await sut.db.query(`UPDATE dealers SET dealer_id = '7100', dealer_name = 'บริษัท เก่า', dealer_name_en = 'Old Company', working_hours = $2 WHERE id = $1`, [branch.id, JSON.stringify(OLD_HOURS)]);
    const models = await sut.call<any>('GET', '/car-models', { token: world.csn });
    navara = models.body.success.result.find((m: { model: string }) => m.model === 'Navara');
    expect(navara.segment).toBe('pickup');

    await insertEvents(client, [...octoberTickets.map((t) => t.created()), octoberTickets[0].contacted('2026-10-12T02:00:00.000Z'), november.created()]);
    await project();
    before = await octoberFigures();
  });

  afterAll(async () => {
    await sut?.close();
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('October is final, counted in company 7100, area R1-1 and segment pickup', async () => {
    const frozen = (await client.query(`SELECT DISTINCT projection FROM reporting.frozen_months WHERE month = '2026-10-01' ORDER BY 1`)).rows.map((r) => r.projection);
    expect(frozen).toEqual(expect.arrayContaining(['tickets', 'voc']));
    expect(before.kpiByEntity.result.map((r: any) => [r.key, r.tickets])).toEqual([['7100', 3]]);
    expect(before.vocByEntity.result.map((r: any) => [r.key, r.tickets.now])).toEqual([['7100', 3]]);
    expect(before.kpiByArea.result.map((r: any) => [r.key, r.tickets])).toEqual([['R1-1', 3]]);
    expect(before.vocBySegment.result.map((r: any) => [r.key, r.tickets.now])).toEqual([['pickup', 3]]);
  });

  describe('after the branch changed company, area and hours and the model its segment', () => {
    let later: string;

    beforeAll(async () => {
      const moved = await sut.call<any>('PUT', `/dealers/${branch.id}`, {
        token: world.csn,
        body: { dealer_id: '7200', dealer_name: 'บริษัท ใหม่', dealer_name_en: 'New Company', sale_area_code: 'R1-2', service_area_code: 'R1-2', working_hours: NEW_HOURS },
      });
      expect(moved.status).toBe(200);
      const { _id: _ignored, ...entry } = navara;
      const segment = await sut.call<any>('PUT', `/car-models/${navara._id}`, { token: world.csn, body: { model: entry.model, name_th: entry.name_th, name_en: entry.name_en, segment: 'suv' } });
      expect(segment.status).toBe(200);
      // The next batch: the November ticket contacted (late for the old hours, in time for the
      // new), and a ticket raised now, after the change.
      await insertEvents(client, [november.contacted('2026-11-13T03:00:00.000Z')]);
      later = await createTicketVia(sut, world.agent, ticketForm(branch.id, { car_model: 'Navara' }));
      await project();
    });

    it('keeps the dated history: the version before the change, in force since ever, and the new one from the change', async () => {
      const { rows } = await client.query(`SELECT dealer_id, sale_area_code, valid_from IS NULL AS since_ever, valid_to IS NULL AS current FROM dealer_versions WHERE dealer_ref = $1 ORDER BY valid_from NULLS FIRST`, [branch.id]);
      expect(rows).toEqual([
        { dealer_id: '7100', sale_area_code: 'R1-1', since_ever: true, current: false },
        { dealer_id: '7200', sale_area_code: 'R1-2', since_ever: false, current: true },
      ]);
      const segments = await client.query(`SELECT segment, valid_to IS NULL AS current FROM car_model_versions WHERE car_model_ref = $1 ORDER BY valid_from NULLS FIRST`, [navara._id]);
      expect(segments.rows).toEqual([
        { segment: 'pickup', current: false },
        { segment: 'suv', current: true },
      ]);
    });

    it("October's final KPI and VOC figures by entity, area and segment are unchanged", async () => {
      expect(await octoberFigures()).toEqual(before);
    });

    it('a ticket received before the change keeps the old hours; one received after it gets the new hours and area', async () => {
      expect((await kpiRow(november.id)).kpi2a).toBe(false);
      const row = await kpiRow(later);
      expect(row.area_code).toBe('R1-2');
      const [ticketRow] = await sut.db.query<Array<{ created_date: Date }>>(`SELECT created_date FROM tickets WHERE id = $1`, [later]);
      const times = { receivedAt: ticketRow.created_date, firstContactAt: null, solutionAt: null, closedAt: null, satisfactionAt: null, satisfied: null, smsReceived: null, cancelledAt: null };
      expect(new Date(row.next_due_at).toISOString()).toBe(nextDeadline(times, workingHoursClock(NEW_HOURS))!.due.toISOString());
    });

    it('the new company and segment count from the change on: this month is in company 7200 and segment suv', async () => {
      const now = new Date(Date.now() + 7 * 3600_000);
      const period = `year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`;
      const entity = await report(`/tickets/report/voc?${period}&by=entity`);
      expect(entity.result.find((r: any) => r.key === '7200')).toMatchObject({ label_en: '7200 New Company' });
      const segment = await report(`/tickets/report/car_model?${period}&by=segment`);
      expect(segment.result.find((r: any) => r.key === 'suv')?.tickets.now).toBeGreaterThanOrEqual(1);
    });

    it('a rebuild from the log gives the same projections as the incremental run, the deadline sweep included', async () => {
      const stores = projectionStores(db);
      await replayInto(stores, 'reporting_asof', 'working_hours', CLOSE_DAY);
      const sweepAt = new Date();
      await sweepDeadlines(stores, sweepAt, 'reporting', 'working_hours');
      await sweepDeadlines(stores, sweepAt, 'reporting_asof', 'working_hours');
      expect(await projectionDifferences(client, 'reporting', 'reporting_asof')).toEqual({});
      expect((await client.query(`SELECT kpi2a FROM reporting_asof.ticket_kpi WHERE ticket_id = $1`, [november.id])).rows[0].kpi2a).toBe(false);
    });

    it('a later change closes the version before it; October still does not move', async () => {
      const again = await sut.call<any>('PUT', `/dealers/${branch.id}`, { token: world.csn, body: { dealer_id: '7300' } });
      expect(again.status).toBe(200);
      const { rows } = await client.query(`SELECT dealer_id FROM dealer_versions WHERE dealer_ref = $1 AND valid_to IS NULL`, [branch.id]);
      expect(rows).toEqual([{ dealer_id: '7300' }]);
      expect(await octoberFigures()).toEqual(before);
    });

    it('a refused change records no version', async () => {
      const count = async () => Number((await client.query(`SELECT count(*) FROM dealer_versions WHERE dealer_ref = $1`, [branch.id])).rows[0].count);
      const n = await count();
      const refused = await sut.call<any>('PUT', `/dealers/${branch.id}`, { token: world.csn, body: { dealer_sales_region: 'Region4' } });
      expect(refused.status).toBe(400);
      const unchanged = await sut.call<any>('PUT', `/dealers/${branch.id}`, { token: world.csn, body: { dealer_id: '7300' } });
      expect(unchanged.status).toBe(200);
      expect(await count()).toBe(n);
      const models = Number((await client.query(`SELECT count(*) FROM car_model_versions WHERE car_model_ref = $1`, [navara._id])).rows[0].count);
      const taken = await sut.call<any>('PUT', `/car-models/${navara._id}`, { token: world.csn, body: { model: 'Almera', name_th: 'x', name_en: 'x', segment: 'sedan' } });
      expect(taken.status).toBe(409);
      expect(Number((await client.query(`SELECT count(*) FROM car_model_versions WHERE car_model_ref = $1`, [navara._id])).rows[0].count)).toBe(models);
    });
  });
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createMigratedSplitDatabases, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { until } from '../../support/until';

/**
 * The VOC reports read the VOC projection in a reporting store of its own (api + worker process):
 * current categories and models, cancelled apart, dealer companies summed, and the ticket counts
 * reconcile with the ticket-KPI report.
 */
describe('VOC reports from the VOC projection (reporting store in its own database)', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  const prefix = `voc-${randomBytes(4).toString('hex')}`;
  const now = new Date(Date.now() + 7 * 3600_000);
  const period = `year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`;

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_vocrep', 'voc_vocrep_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET });
    world = await ticketWorld(sut);
    await createTicketVia(sut, world.agent, ticketForm(world.dealer.id, { complaint_categories: { A01: true, F02: true, A99: true, A100: 'ห้องน้ำไม่สะอาด' }, car_model: 'almera' }));
    const edited = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id, { complaint_categories: { A01: true }, car_model: 'Navara' }));
    const edit = await sut.call<any>('PUT', `/tickets/${edited}`, { token: world.dealerStaff, body: { name: 'คุณลูกค้า ทดสอบ', tel: '0811111111', complaint_solution: 'โทรกลับแล้ว', complaint_categories: { P01: true }, car_model: 'Terra' } });
    expect(edit.status).toBe(200);
    const cancelled = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id, { complaint_categories: { A03: true } }));
    expect((await sut.call<any>('PATCH', `/tickets/${cancelled}`, { token: world.agent, body: { status: 'D', cancel_description: 'ซ้ำ' } })).status).toBe(200);
    await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id, { type: 'service', complaint_categories: { S03: true }, car_model: '' }));
    await until(async () => {
      const head = (await sut.db.query(`SELECT coalesce(max(position), 0)::text AS p FROM ticket_events`))[0].p;
      const { rows } = await reporting.query(`SELECT projection, last_position::text AS p FROM reporting.projection_checkpoints WHERE projection IN ('tickets', 'voc')`);
      return rows.length === 2 && rows.every((row) => row.p === head);
    }, 20000);
  });

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await sut?.close();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  it('counts current categories by code and group, cancelled apart, against the previous period', async () => {
    const res = await sut.call<any>('GET', `/tickets/report/voc?${period}`, { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.total).toMatchObject({ tickets: { now: 3, previous: 0, change: null }, cancelled: 1, complaints: 5, by_group: { A: 2, F: 1, P: 1, S: 1 }, top_code: 'A01' });
    expect(answer.categories.map((c: any) => [c.code, c.now, c.rank])).toEqual([
      ['A01', 1, 1],
      ['A99', 1, 2],
      ['F02', 1, 3],
      ['P01', 1, 4],
      ['S03', 1, 5],
    ]);
    expect(answer.groups.map((g: any) => [g.group, g.now])).toEqual([['A', 2], ['F', 1], ['P', 1], ['S', 1]]);
    expect(answer.modes).toEqual([
      { mode: 'overall', tickets: 3, complaints: 5 },
      { mode: 'qvoc', tickets: 0, complaints: 0 },
      { mode: 'callcenter', tickets: 3, complaints: 5 },
    ]);
    expect(answer.result.map((r: any) => [r.key, r.tickets.now, r.rank])).toEqual([['Region1', 2, 1], ['Region2', 1, 2]]);
    expect(answer.data_as_of).toEqual(expect.any(String));
  });

  it('reconciles with the ticket-KPI report: VOC tickets plus cancelled equal its tickets, region by region', async () => {
    for (const filters of ['', '&type=showroom', '&type=service', '&mode=qvoc', '&period=ytd']) {
      const [voc, kpi] = await Promise.all([
        sut.call<any>('GET', `/tickets/report/voc?${period}${filters}`, { token: world.csn }),
        sut.call<any>('GET', `/tickets/report/kpi?${period}${filters}`, { token: world.csn }),
      ]);
      const vocCounts = Object.fromEntries(voc.body.success.result.map((r: any) => [r.key, r.tickets.now + r.cancelled]));
      const kpiCounts = Object.fromEntries(kpi.body.success.result.filter((r: any) => r.tickets > 0).map((r: any) => [r.key, r.tickets]));
      expect({ filters, counts: vocCounts }).toEqual({ filters, counts: kpiCounts });
      expect(voc.body.success.total.tickets.now).toBe(kpi.body.success.total.tickets - kpi.body.success.total.cancelled);
    }
  });

  it('sums branches into their dealer company, and keeps dealer staff to their own branch', async () => {
    const entity = await sut.call<any>('GET', `/tickets/report/voc?${period}&by=entity`, { token: world.csn });
    expect(entity.body.success.result.map((r: any) => [r.key, r.tickets.now, r.label_en])).toEqual([['9000', 3, '9000 Nissan Test']]);
    const outlets = await sut.call<any>('GET', `/tickets/report/voc?${period}&by=dealer&type=showroom`, { token: world.csn });
    expect(outlets.body.success.result.map((r: any) => [r.key, r.tickets.now, r.by_code])).toEqual([[world.dealer.id, 2, { A01: 1, A99: 1, F02: 1, P01: 1 }]]);
    const own = await sut.call<any>('GET', `/tickets/report/voc?${period}&by=dealer`, { token: world.otherDealerStaff });
    expect(own.body.success.result.map((r: any) => r.key)).toEqual([world.otherDealer.id]);
    expect(own.body.success.total.tickets.now).toBe(1);
  });

  it('answers regions and areas from the roll-ups without the branch: each row the sum of its dealers\' rows', async () => {
    const placeOf: Record<string, { region: string; area: string }> = { [world.dealer.id]: { region: 'Region1', area: 'R1-1' }, [world.otherDealer.id]: { region: 'Region2', area: 'R2-1' } };
    const figures = (r: any) => ({ now: r.tickets.now, previous: r.tickets.previous, cancelled: r.cancelled, by_code: r.by_code });
    const summed = (rows: any[], keyOf: (dealer: string) => string) => {
      const sums: Record<string, { now: number; previous: number; cancelled: number; by_code: Record<string, number> }> = {};
      for (const row of rows) {
        const sum = (sums[keyOf(row.key)] ??= { now: 0, previous: 0, cancelled: 0, by_code: {} });
        sum.now += row.tickets.now;
        sum.previous += row.tickets.previous;
        sum.cancelled += row.cancelled;
        for (const [code, n] of Object.entries<number>(row.by_code)) sum.by_code[code] = (sum.by_code[code] ?? 0) + n;
      }
      return sums;
    };
    for (const filters of ['', '&type=showroom', '&mode=callcenter', '&car_model=Terra', `&dealer_id=${world.dealer.id}`, '&category_group=A']) {
      const dealers = (await sut.call<any>('GET', `/tickets/report/voc?${period}${filters}&by=dealer`, { token: world.csn })).body.success;
      for (const [by, keyOf] of [['region', (d: string) => placeOf[d].region], ['area', (d: string) => placeOf[d].area]] as const) {
        const res = await sut.call<any>('GET', `/tickets/report/voc?${period}${filters}&by=${by}`, { token: world.csn });
        expect(res.status).toBe(200);
        const rows = Object.fromEntries(res.body.success.result.map((r: any) => [r.key, figures(r)]));
        expect({ filters, by, rows }).toEqual({ filters, by, rows: summed(dealers.result, keyOf) });
        expect({ filters, by, total: figures(res.body.success.total), modes: res.body.success.modes, categories: res.body.success.categories }).toEqual({
          filters,
          by,
          total: figures(dealers.total),
          modes: dealers.modes,
          categories: dealers.categories,
        });
      }
    }
  });

  it('gives dealer staff their own branch\'s figures by region too (the scope needs the branch)', async () => {
    const own = await sut.call<any>('GET', `/tickets/report/voc?${period}&by=region`, { token: world.otherDealerStaff });
    expect(own.status).toBe(200);
    expect(own.body.success.result.map((r: any) => [r.key, r.tickets.now])).toEqual([['Region2', 1]]);
    expect(own.body.success.modes.find((m: any) => m.mode === 'overall')).toEqual({ mode: 'overall', tickets: 1, complaints: 1 });
  });

  it('answers complaints by car model (the line-up spelling; none given as "-")', async () => {
    const res = await sut.call<any>('GET', `/tickets/report/car_model?${period}`, { token: world.csn });
    expect(res.status).toBe(200);
    expect(res.body.success.result.map((r: any) => [r.key, r.tickets.now, r.cancelled]).sort()).toEqual([
      ['-', 1, 0],
      ['Almera', 1, 1],
      ['Terra', 1, 0],
    ]);
    const one = await sut.call<any>('GET', `/tickets/report/car_model?${period}&car_model=Terra`, { token: world.csn });
    expect(one.body.success.total.by_code).toEqual({ P01: 1 });
  });

  it('sums models into their segment through the car-model master, names models from it', async () => {
    const bySegment = await sut.call<any>('GET', `/tickets/report/car_model?${period}&by=segment`, { token: world.csn });
    expect(bySegment.status).toBe(200);
    expect(bySegment.body.success.result.map((r: any) => [r.key, r.tickets.now, r.cancelled]).sort()).toEqual([
      ['sedan', 1, 1],
      ['suv', 1, 0],
      ['unknown', 1, 0],
    ]);
    const byModel = await sut.call<any>('GET', `/tickets/report/car_model?${period}`, { token: world.csn });
    expect(byModel.body.success.result.find((r: any) => r.key === 'Almera')).toMatchObject({ label: 'อัลเมร่า', label_en: 'Almera' });
  });

  it('keeps the car-model master: everyone reads, csn and nissan write, duplicates and bad input refused', async () => {
    const list = await sut.call<any>('GET', '/car-models', { token: world.dealerStaff });
    expect(list.status).toBe(200);
    expect(list.body.success.total).toBe(12);
    expect(list.body.success.result.find((m: any) => m.model === 'Navara')).toMatchObject({ segment: 'pickup', name_th: 'นาวาร่า' });
    const entry = { model: 'Cefiro', name_th: 'เซฟิโร่', name_en: 'Cefiro', segment: 'sedan' };
    expect((await sut.call<any>('POST', '/car-models', { token: world.dealerStaff, body: entry })).status).toBe(403);
    expect((await sut.call<any>('POST', '/car-models', { token: world.agent, body: entry })).status).toBe(403);
    const created = await sut.call<any>('POST', '/car-models', { token: world.csn, body: entry });
    expect(created.status).toBe(201);
    expect(created.body.success.result).toMatchObject(entry);
    const duplicate = await sut.call<any>('POST', '/car-models', { token: world.approver, body: { ...entry, model: 'ALMERA' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('errors.carModel.taken');
    const invalid = await sut.call<any>('POST', '/car-models', { token: world.csn, body: { model: '', name_th: 'x'.repeat(61), name_en: 'X', segment: 'truck' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details.map((d: any) => d.field).sort()).toEqual(['model', 'name_th', 'segment']);
    const moved = await sut.call<any>('PUT', `/car-models/${created.body.success.result._id}`, { token: world.approver, body: { ...entry, segment: 'other' } });
    expect(moved.body.success.result.segment).toBe('other');
    expect((await sut.call<any>('PUT', '/car-models/00000000-0000-4000-8000-000000000000', { token: world.csn, body: entry })).status).toBe(404);
    expect((await sut.call<any>('PUT', "/car-models/1'%20OR%201=1", { token: world.csn, body: entry })).status).toBe(404);
    const renamedOntoAnother = await sut.call<any>('PUT', `/car-models/${created.body.success.result._id}`, { token: world.csn, body: { ...entry, model: 'navara' } });
    expect(renamedOntoAnother.status).toBe(409);
  });

  it('reports call-centre tickets by dealer with their outcomes, which sum to the ticket-KPI count', async () => {
    const res = await sut.call<any>('GET', `/tickets/report/callcenter?${period}&mode=qvoc`, { token: world.csn });
    expect(res.status).toBe(200);
    const { result, total } = res.body.success;
    expect(result.map((r: any) => [r.key, r.tickets.now, r.cancelled, r.by_status])).toEqual([
      [world.dealer.id, 2, 1, { W: 2, D: 1 }],
      [world.otherDealer.id, 1, 0, { W: 1 }],
    ]);
    expect(total.by_status).toEqual({ W: 3, D: 1 });
    const kpi = await sut.call<any>('GET', `/tickets/report/kpi?${period}&mode=callcenter`, { token: world.csn });
    expect(Object.values(total.by_status as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(kpi.body.success.total.tickets);
    const own = await sut.call<any>('GET', `/tickets/report/callcenter?${period}`, { token: world.otherDealerStaff });
    expect(own.body.success.result.map((r: any) => r.key)).toEqual([world.otherDealer.id]);
    const file = await sut.call<any>('GET', `/tickets/report/excel/voc?${period}&report=callcenter`, { token: world.csn });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/CALLCENTER_VOC_monthly_/);
  });

  it('requires the dealer in the Quick VOC dealer variant and refuses hostile filters with 400', async () => {
    const missing = await sut.call<any>('GET', `/tickets/report/dealer/voc?${period}`, { token: world.csn });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'dealer_id', message: 'errors.field.required' })]));
    const dealer = await sut.call<any>('GET', `/tickets/report/dealer/voc?${period}&dealer_id=${world.dealer.id}`, { token: world.csn });
    expect(dealer.body.success.result.map((r: any) => r.tickets.now)).toEqual([2]);
    for (const query of ['month=13&year=2026', 'year=2026', `${period}&by=password`, `${period}&category_group=Z`, `${period}&period=weekly`, `${period}&dealer_id=1%20OR%201=1`, `${period}&car_model=${'x'.repeat(61)}`]) {
      const res = await sut.call<any>('GET', `/tickets/report/voc?${query}`, { token: world.csn });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.error.name).toEqual(expect.any(String));
    }
    expect((await sut.call<any>('GET', `/tickets/report/voc?${period}`)).status).toBe(401);
  });

  it('downloads the figures as xlsx with the report\'s file name', async () => {
    const res = await sut.call<any>('GET', `/tickets/report/excel/voc?${period}&report=salevocentity&lang=en-US`, { token: world.csn });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/SALES_VOC_ENTITY_monthly_\d{6}_\d{6}\.xlsx/);
    const wrong = await sut.call<any>('GET', `/tickets/report/excel/voc?${period}&report=../../etc`, { token: world.csn });
    expect(wrong.status).toBe(400);
  });
});

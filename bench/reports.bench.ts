/**
 * bench:reports — issue 13's reports at N tickets (--tickets=N, 1,000,000 by default): each called
 * through its query handler as the api calls it (projections in the reporting store), against the
 * same figures by GROUP BY over the write model (tickets, dealers, ticket_events) measured in the
 * same run; p50/p95 side by side, the ratio last. Every run also compares the two answers figure
 * by figure and fails when they differ; --check (with a small --tickets, e.g. 5000) compares only.
 *
 * The log comes from libs/testing's synthetic generator (a share of the tickets turned into hot
 * alerts), bulk-inserted; the tickets rows are the same tickets' state after their events; the
 * real projections (apps/worker) then project the log.
 * Run: npm run bench:reports -- --tickets=100000 [--runs=30] [--baseline-runs=5]
 *      npm run bench:reports -- --tickets=5000 --check
 *      --rebuild projects as projections:rebuild replays (rebuild-projections replayInto)
 *      --vacuum-full rewrites the reporting tables before measuring (what their bloat costs)
 *      --partitions=N projects VOC in N partitions by dealer (PROJECTION_PARTITIONS; its roll-ups
 *      without the dealer then hold up to N rows per key, which the reports sum)
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CarModelVersionsRepository, DealerVersionsRepository } from '@voc/persistence';
import { dataSourceOptions } from '@voc/migrations';
import { ReportingStore } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { createThrowawayDatabase, eventDealers, insertEvents, migrateDatabase, syntheticTicketEvents, type SyntheticEvent } from '@voc/testing';
import { HOT_ALERT_SOURCES, noPermissions, partitionsOf, periodMonths, previousPeriodMonths, reportSources, trendMonths, type Principal } from '@voc/domain';
import type { VocReportAnswer } from '@voc/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { projectAll } from '../apps/worker/src/projections/tickets/project-tickets';
import { projectionStores } from '../apps/worker/src/projections/tickets/projection-stores';
import { projectAllVoc } from '../apps/worker/src/projections/voc/project-voc';
import { replayInto } from '../apps/worker/src/projections/tickets/rebuild-projections';
import { alignPartitions } from '../apps/worker/src/projections/partitions/align-partitions';
import { CarModelsRepository } from '../apps/api/src/car-models/repositories/car-models.repository';
import { DealersRepository } from '../apps/api/src/dealers/repositories/dealers.repository';
import { ReportReads } from '../apps/api/src/reports/kernel/report-reads';
import { CaseClosedRepository } from '../apps/api/src/reports/repositories/case-closed.repository';
import { KpiMonthlyRepository } from '../apps/api/src/reports/repositories/kpi-monthly.repository';
import { TicketKpiRepository } from '../apps/api/src/reports/repositories/ticket-kpi.repository';
import { TicketStatusMonthlyRepository } from '../apps/api/src/reports/repositories/ticket-status-monthly.repository';
import { CallcenterOutcomesRepository } from '../apps/api/src/voc-reports/repositories/callcenter-outcomes.repository';
import { VocMonthlyRepository } from '../apps/api/src/voc-reports/repositories/voc-monthly.repository';
import { CaseClosedReportHandler } from '../apps/api/src/reports/queries/case-closed-report.handler';
import { CaseClosedReportQuery } from '../apps/api/src/reports/queries/case-closed-report.query';
import { HotsheetReportHandler } from '../apps/api/src/reports/queries/hotsheet-report.handler';
import { HotsheetReportQuery } from '../apps/api/src/reports/queries/hotsheet-report.query';
import { KpiReportHandler } from '../apps/api/src/reports/queries/kpi-report.handler';
import { KpiReportQuery } from '../apps/api/src/reports/queries/kpi-report.query';
import { KpiSummaryHandler } from '../apps/api/src/reports/queries/kpi-summary.handler';
import { KpiSummaryQuery } from '../apps/api/src/reports/queries/kpi-summary.query';
import { CallcenterReportHandler } from '../apps/api/src/voc-reports/queries/callcenter-report.handler';
import { CallcenterReportQuery } from '../apps/api/src/voc-reports/queries/callcenter-report.query';
import { VocReportHandler } from '../apps/api/src/voc-reports/queries/voc-report.handler';
import { VocReportQuery } from '../apps/api/src/voc-reports/queries/voc-report.query';
import { argValue } from './bench-kit';
import { closedInMonth, kpiCounts, vocCodeCounts, vocCounts, type KpiCounts, type VocCodeCounts, type VocCounts, type WriteModelKey } from './reports-write-model';
import { machine, percentile, runMain } from './support';

const TICKETS = Number(argValue('tickets', '1000000'));
/** --check: the answers compared only (a small run's timings say nothing), few calls each. */
const CHECK = process.argv.includes('--check');
const RUNS = Number(argValue('runs', CHECK ? '1' : '30'));
const BASELINE_RUNS = Number(argValue('baseline-runs', CHECK ? '1' : '5'));
/** --rebuild: the log projected as projections:rebuild replays it (fresh tables, roll-ups compacted) instead of the worker's catch-up. */
const REBUILD = process.argv.includes('--rebuild');
/** --partitions=N: the VOC projection in N partitions by dealer, each projected under its own checkpoint, as N workers would. */
const PARTITIONS = Number(argValue('partitions', '1'));
const YEAR = 2026;
const MONTH = 6; // the synthetic log spans May to July 2026 (Thai time)
const P95_LIMIT_MS = 150;
const RATIO_FLOOR = 20;

const CSN: Principal = {
  userId: randomUUID(),
  name: 'Bench CSN',
  type: 'csn',
  group: { showroom: true, service: true },
  permission: noPermissions(),
  dealerRef: null,
  saleAreaCode: null,
  serviceAreaCode: null,
  salesRegion: null,
  serviceRegion: null,
};

interface TicketRow {
  id: string;
  case_no: string;
  type: string;
  source: string;
  status: string;
  dealer_ref: string;
  area_code: string | null;
  region: string | null;
  car_model: string | null;
  complaint_categories: unknown;
  created_date: string;
}

/** Every ticket's write-model row after its events (the state the ticket commands would have saved). */
function ticketRows(events: readonly SyntheticEvent[], offset: number): TicketRow[] {
  const rows = new Map<string, TicketRow>();
  for (const event of events) {
    const payload = event.payload as any;
    if (event.type === 'TicketCreated') {
      const t = payload.ticket;
      rows.set(event.ticket_id, {
        id: event.ticket_id,
        case_no: `SY-${offset + rows.size}`,
        type: t.type,
        source: t.source,
        status: 'W',
        dealer_ref: t.dealer_ref,
        area_code: t.area_code,
        region: t.region,
        car_model: payload.car_model,
        complaint_categories: payload.complaint_categories,
        created_date: t.created_date,
      });
      continue;
    }
    const row = rows.get(event.ticket_id)!;
    if (event.type === 'TicketUpdated') {
      const changes = payload.changes;
      if ('complaint_categories' in changes) row.complaint_categories = changes.complaint_categories;
      if ('car_model' in changes) row.car_model = changes.car_model;
    } else if (event.type === 'TicketStatusChanged') row.status = payload.to;
  }
  return [...rows.values()];
}

async function insertTickets(client: Client, rows: readonly TicketRow[]): Promise<void> {
  await client.query(
    `INSERT INTO tickets (id, case_no, type, source, status, dealer_ref, area_code, region, name, tel, car_model, complaint_categories, created_date, created_oa_date)
     SELECT id, case_no, type, source, status, dealer_ref, area_code, region, 'Bench', '0800000000', car_model, complaint_categories, created_date, created_date
     FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, case_no text, type text, source text, status text, dealer_ref uuid, area_code text, region text, car_model text, complaint_categories jsonb, created_date timestamptz)`,
    [JSON.stringify(rows)],
  );
}

/** Dealers (150 branches of 50 companies), the log and the tickets rows; answers the event count. */
async function seed(client: Client): Promise<number> {
  await client.query(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     SELECT 'E' || (g % 50), 'B' || g, 'ผู้แทน ' || (g % 50), 'Dealer ' || (g % 50), 'สาขา ' || g, 'Branch ' || g, 'R' || (g % 5 + 1) || '-' || (g % 3 + 1), 'R' || (g % 5 + 1) || '-' || (g % 3 + 1),
            'Region' || (g % 5 + 1), 'Region' || (g % 5 + 1), '{}'::jsonb
     FROM generate_series(1, 150) g`,
  );
  // Issue 31: one branch in ten changed company twice, through the dealer master's dated history:
  // on 1 June 07:00 (Bangkok) and on 10 July; the reports by entity count May in the first
  // company, June in the second, never in today's (the dealers row holds the third).
  await client.query(
    `WITH moved AS (SELECT id, dealer_code, dealer_id, dealer_name, dealer_name_en, working_hours, 'E' || ((substr(dealer_code, 2)::int + 7) % 50) AS second
                    FROM dealers WHERE substr(dealer_code, 2)::int % 10 = 0)
     INSERT INTO dealer_versions (dealer_ref, valid_from, valid_to, dealer_id, dealer_name, dealer_name_en, working_hours)
     SELECT id, NULL::timestamptz, '2026-06-01T00:00:00Z'::timestamptz, dealer_id, dealer_name, dealer_name_en, working_hours FROM moved
     UNION ALL SELECT id, '2026-06-01T00:00:00Z'::timestamptz, '2026-07-10T00:00:00Z'::timestamptz, second, dealer_name, dealer_name_en, working_hours FROM moved
     UNION ALL SELECT id, '2026-07-10T00:00:00Z'::timestamptz, NULL::timestamptz, 'X' || dealer_code, dealer_name, dealer_name_en, working_hours FROM moved`,
  );
  await client.query(`UPDATE dealers SET dealer_id = 'X' || dealer_code WHERE substr(dealer_code, 2)::int % 10 = 0`);
  const dealers = await eventDealers(client);
  let total = 0;
  for (let i = 0; i < TICKETS; i += 10000) {
    const events = syntheticTicketEvents(Math.min(10000, TICKETS - i), dealers, new Date('2026-05-01T00:00:00Z'), i + 1);
    // One ticket in ten a hot alert, one in thirty a hot-alert import (the ticket object is shared by its events).
    let n = 0;
    for (const event of events) {
      if (event.type !== 'TicketCreated') continue;
      n += 1;
      if (n % 10 === 0) (event.payload as any).ticket.source = 'hotsheet';
      else if (n % 30 === 7) (event.payload as any).ticket.source = 'hotsheet_import';
    }
    for (let j = 0; j < events.length; j += 5000) await insertEvents(client, events.slice(j, j + 5000));
    const rows = ticketRows(events, i);
    for (let j = 0; j < rows.length; j += 5000) await insertTickets(client, rows.slice(j, j + 5000));
    total += events.length;
  }
  return total;
}

async function timed(run: () => Promise<unknown>, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return samples;
}

/** A report: its handler call, the write-model GROUP BY of its figures, and the two answers' differences. */
interface ReportCase {
  name: string;
  report: () => Promise<any>;
  baseline: () => Promise<any>;
  differences: (answer: any, baseline: any) => string[];
}

function differ(label: string, a: unknown, b: unknown, out: string[]): void {
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${label}: report ${JSON.stringify(a)} ≠ write model ${JSON.stringify(b)}`);
}

const sorted = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).filter(([, n]) => n !== 0).sort(([a], [b]) => a.localeCompare(b)));

/** The VOC figures per row key (tickets now and before, cancelled, complaints per code) from the write-model counts. */
function vocFigures(counts: readonly VocCounts[], codes: readonly VocCodeCounts[], month: string, sources: readonly string[]) {
  const rows = new Map<string, { now: number; previous: number; cancelled: number; by_code: Record<string, number>; by_status: Record<string, number> }>();
  const row = (key: string) => rows.get(key) ?? rows.set(key, { now: 0, previous: 0, cancelled: 0, by_code: {}, by_status: {} }).get(key)!;
  for (const c of counts) {
    if (!sources.includes(c.source)) continue;
    const r = row(c.key);
    if (c.month === month) {
      if (c.status === 'D') r.cancelled += c.n;
      else r.now += c.n;
      r.by_status[c.status] = (r.by_status[c.status] ?? 0) + c.n;
    } else if (c.status !== 'D') r.previous += c.n;
  }
  for (const c of codes) if (c.month === month) row(c.key).by_code[c.code] = (row(c.key).by_code[c.code] ?? 0) + c.n;
  return rows;
}

function vocDifferences(answer: VocReportAnswer, baseline: ReturnType<typeof vocFigures>, withStatus = false): string[] {
  const out: string[] = [];
  const report = Object.fromEntries(
    answer.result
      .filter((r) => r.tickets.now || r.tickets.previous || r.cancelled)
      .map((r) => [r.key, { now: r.tickets.now, previous: r.tickets.previous, cancelled: r.cancelled, by_code: sorted(r.by_code), ...(withStatus ? { by_status: sorted(r.by_status ?? {}) } : {}) }]),
  );
  const expected = Object.fromEntries(
    [...baseline]
      .filter(([, r]) => r.now || r.previous || r.cancelled)
      .map(([key, r]) => [key, { now: r.now, previous: r.previous, cancelled: r.cancelled, by_code: sorted(r.by_code), ...(withStatus ? { by_status: sorted(r.by_status) } : {}) }]),
  );
  differ('row keys', Object.keys(report).sort(), Object.keys(expected).sort(), out);
  for (const key of Object.keys(expected)) differ(`row ${key}`, report[key], expected[key], out);
  return out;
}

function vocCase(name: string, vocHandler: VocReportHandler, client: Client, key: WriteModelKey, filters: { type?: 'showroom' | 'service'; mode?: 'overall' | 'qvoc' | 'callcenter' }, callcenter?: CallcenterReportHandler): ReportCase {
  const by = key;
  const query = { year: YEAR, month: MONTH, by, ...filters } as const;
  const current = periodMonths('monthly', YEAR, MONTH);
  const previous = previousPeriodMonths('monthly', YEAR, MONTH);
  const sources = reportSources(filters.mode ?? 'overall');
  const filter = { key, from: previous.from, to: current.to, type: filters.type, sources };
  return {
    name,
    report: () => (callcenter ? callcenter.execute(new CallcenterReportQuery(CSN, query)) : vocHandler.execute(new VocReportQuery(CSN, query, by))),
    baseline: async () => {
      const [counts, codes] = await Promise.all([vocCounts(client, filter), vocCodeCounts(client, filter)]);
      return vocFigures(counts, codes, current.from.slice(0, 7), sources);
    },
    differences: (answer, baseline) => vocDifferences(answer, baseline, Boolean(callcenter)),
  };
}

/** Per key: tickets, open, closed, cancelled, days to completion summed (the KPI figures the write model answers without the KPI clocks). */
function kpiFigures(counts: readonly KpiCounts[], months?: string) {
  const rows = new Map<string, { tickets: number; open: number; closed: number; cancelled: number; kpi4_days_sum: number }>();
  for (const c of counts) {
    if (months && c.month !== months) continue;
    const r = rows.get(c.key) ?? rows.set(c.key, { tickets: 0, open: 0, closed: 0, cancelled: 0, kpi4_days_sum: 0 }).get(c.key)!;
    r.tickets += c.n;
    r.closed += c.closed;
    r.kpi4_days_sum = Math.round((r.kpi4_days_sum + Number(c.kpi4_days_sum)) * 100) / 100;
    if (c.status === 'D') r.cancelled += c.n;
    else r.open += c.n - c.closed;
  }
  return rows;
}

const avgDays = (sum: number, closed: number) => (closed === 0 ? null : Math.round((sum / closed) * 100) / 100);
const kpiRowFigures = (r: { tickets: number; open: number; closed: number; cancelled: number; kpi4_avg_days: number | null }) => ({ tickets: r.tickets, open: r.open, closed: r.closed, cancelled: r.cancelled, kpi4_avg_days: r.kpi4_avg_days });

function kpiSummaryCase(handler: KpiSummaryHandler, client: Client): ReportCase {
  const period = periodMonths('monthly', YEAR, MONTH);
  const trend = trendMonths(YEAR, MONTH);
  const sources = reportSources('overall');
  return {
    name: 'KPI summary (regions + 12-month trend)',
    report: () => handler.execute(new KpiSummaryQuery(CSN, { year: YEAR, month: MONTH })),
    baseline: async () => {
      const [regions, months] = await Promise.all([kpiCounts(client, 'region', period.from, period.to, sources), kpiCounts(client, 'region', trend.from, trend.to, sources)]);
      return { regions: kpiFigures(regions), months };
    },
    differences: (answer, baseline) => {
      const out: string[] = [];
      for (const row of answer.regions) {
        const b = baseline.regions.get(row.key);
        differ(`region ${row.key}`, kpiRowFigures(row), b ? kpiRowFigures({ ...b, kpi4_avg_days: avgDays(b.kpi4_days_sum, b.closed) }) : undefined, out);
      }
      differ('regions', answer.regions.map((r: { key: string }) => r.key).sort(), [...baseline.regions.keys()].sort(), out);
      for (const row of answer.trend) {
        const monthRows = kpiFigures(baseline.months.map((c: KpiCounts) => ({ ...c, key: 'all' })), row.key).get('all') ?? { tickets: 0, open: 0, closed: 0, cancelled: 0, kpi4_days_sum: 0 };
        differ(`month ${row.key}`, kpiRowFigures(row), kpiRowFigures({ ...monthRows, kpi4_avg_days: avgDays(monthRows.kpi4_days_sum, monthRows.closed) }), out);
      }
      return out;
    },
  };
}

function hotsheetCase(handler: HotsheetReportHandler, client: Client): ReportCase {
  const period = periodMonths('monthly', YEAR, MONTH);
  return {
    name: 'Hot alerts, showroom (per dealer)',
    report: () => handler.execute(new HotsheetReportQuery(CSN, { year: YEAR, month: MONTH, type: 'showroom' })),
    baseline: () => kpiCounts(client, 'dealer', period.from, period.to, HOT_ALERT_SOURCES, 'showroom'),
    differences: (answer, counts: KpiCounts[]) => {
      const out: string[] = [];
      const figures = kpiFigures(counts);
      differ('dealers', answer.result.map((r: any) => r.kpi.key).sort(), [...figures.keys()].sort(), out);
      for (const row of answer.result) {
        const b = figures.get(row.kpi.key);
        differ(`dealer ${row.kpi.key}`, kpiRowFigures(row.kpi), b ? kpiRowFigures({ ...b, kpi4_avg_days: avgDays(b.kpi4_days_sum, b.closed) }) : undefined, out);
        const statuses: Record<string, number> = {};
        for (const c of counts) if (c.key === row.kpi.key) statuses[c.status] = (statuses[c.status] ?? 0) + c.n;
        differ(`dealer ${row.kpi.key} statuses`, sorted(row.by_status), sorted(statuses), out);
      }
      return out;
    },
  };
}

function vocKpiCase(handler: KpiReportHandler, client: Client): ReportCase {
  const period = periodMonths('monthly', YEAR, MONTH);
  return {
    name: 'Sales VOC KPI (qvoc, by dealer)',
    report: () => handler.execute(new KpiReportQuery(CSN, { year: YEAR, month: MONTH, type: 'showroom', mode: 'qvoc', group_by: 'dealer' }, 'dealer')),
    baseline: () => kpiCounts(client, 'dealer', period.from, period.to, reportSources('qvoc'), 'showroom'),
    differences: (answer, counts: KpiCounts[]) => {
      const out: string[] = [];
      const figures = kpiFigures(counts);
      differ('dealers', answer.result.map((r: { key: string }) => r.key).sort(), [...figures.keys()].sort(), out);
      for (const row of answer.result) {
        const b = figures.get(row.key);
        differ(`dealer ${row.key}`, kpiRowFigures(row), b ? kpiRowFigures({ ...b, kpi4_avg_days: avgDays(b.kpi4_days_sum, b.closed) }) : undefined, out);
      }
      return out;
    },
  };
}

function caseClosedCase(handler: CaseClosedReportHandler, client: Client): ReportCase {
  const month = periodMonths('monthly', YEAR, MONTH);
  return {
    name: 'Case closed (month, page 1 + summary)',
    report: () => handler.execute(new CaseClosedReportQuery(CSN, { year: YEAR, month: MONTH })),
    baseline: () => closedInMonth(client, month.from, month.to),
    differences: (answer, b) => {
      const out: string[] = [];
      differ('completed tickets', answer.total, b.tickets, out);
      differ('average days to close', answer.summary.avg_days_to_close, avgDays(Number(b.kpi4_days_sum), b.tickets), out);
      return out;
    },
  };
}

async function main(): Promise<void> {
  console.log(`bench:reports on ${machine()}`);
  const database = await createThrowawayDatabase('voc_bench_reports');
  const client = new Client({ connectionString: database.url });
  let db: DataSource | undefined;
  try {
    await migrateDatabase(database.url);
    await client.connect();
    const t0 = Date.now();
    const events = await seed(client);
    const seeded = Date.now();
    const since = (at: number) => `${((Date.now() - at) / 1000).toFixed(0)} s`;
    console.log(`  log and tickets rows written in ${since(t0)}`);
    db = new DataSource(dataSourceOptions(database.url, 6));
    await db.initialize();
    const stores = projectionStores(db);
    if (REBUILD) await replayInto(stores, 'reporting');
    else {
      await projectAll(stores, 'reporting', 5000);
      console.log(`  ticket projections (ticket_kpi, kpi_monthly, status flows) in ${since(seeded)}`);
      if (PARTITIONS > 1) await alignPartitions(stores, 'voc', PARTITIONS);
      for (const partition of partitionsOf(PARTITIONS)) await projectAllVoc(stores, 'reporting', 5000, null, {}, partition);
    }
    const projected = Date.now();
    console.log(`  ${REBUILD ? 'replayed as projections:rebuild does' : 'VOC projection (ticket_voc, voc_monthly, voc_category_monthly) done'}, ${since(seeded)} after the log`);
    // --vacuum-full: the reporting tables rewritten without the dead row versions the projection's
    // upserts leave behind (a diagnosis of what that bloat costs the reads, not how the product runs).
    if (process.argv.includes('--vacuum-full')) await client.query('VACUUM FULL ANALYZE reporting.voc_monthly, reporting.voc_category_monthly, reporting.kpi_monthly, reporting.ticket_kpi, reporting.ticket_voc');
    await client.query('VACUUM ANALYZE');
    const sizes = await client.query<{ name: string; size: string; rows: string }>(
      `SELECT c.relname AS name, pg_size_pretty(pg_relation_size(c.oid)) AS size, c.reltuples::bigint::text AS rows FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'reporting' AND c.relkind = 'r' AND (c.relname IN ('kpi_monthly', 'ticket_kpi', 'ticket_voc') OR c.relname LIKE 'voc%monthly') ORDER BY 1`,
    );
    console.log(`  reporting tables: ${sizes.rows.map((r) => `${r.name} ${Number(r.rows).toLocaleString('en-US')} rows in ${r.size}`).join(', ')}`);
    console.log(
      `setup: ${TICKETS.toLocaleString('en-US')} tickets, ${events.toLocaleString('en-US')} events and tickets rows written in ${((seeded - t0) / 1000).toFixed(0)} s; ` +
        `projected in ${((projected - seeded) / 1000).toFixed(0)} s; VACUUM ANALYZE ${((Date.now() - projected) / 1000).toFixed(0)} s`,
    );

    const uow = new UnitOfWork(db);
    const reporting = new ReportingStore(db);
    // The handlers wired as the api's modules wire them (repositories over the pool and the reporting store).
    const reads = new ReportReads(uow, reporting, new DealersRepository(uow.runner), new DealerVersionsRepository(uow.runner), new CarModelVersionsRepository(uow.runner));
    const monthly = new KpiMonthlyRepository(reporting.runner);
    const voc = new VocReportHandler(reads, new VocMonthlyRepository(reporting.runner), new CarModelsRepository(uow.runner));
    const bus = { execute: (query: VocReportQuery) => voc.execute(query) } as unknown as QueryBus;
    const callcenter = new CallcenterReportHandler(bus, reads, new CallcenterOutcomesRepository(reporting.runner));
    const cases: ReportCase[] = [
      vocCase('Quick VOC (by region)', voc, client, 'region', {}),
      vocCase('Sales VOC by outlet (dealer)', voc, client, 'dealer', { type: 'showroom' }),
      vocCase('Service VOC by entity', voc, client, 'entity', { type: 'service' }),
      vocKpiCase(new KpiReportHandler(reads, monthly), client),
      vocCase('Car model (complaints by model)', voc, client, 'car_model', {}),
      vocCase('Call centre (by dealer + outcomes)', voc, client, 'dealer', { mode: 'callcenter' }, callcenter),
      kpiSummaryCase(new KpiSummaryHandler(reads, monthly), client),
      caseClosedCase(new CaseClosedReportHandler(reads, new CaseClosedRepository(reporting.runner)), client),
      hotsheetCase(new HotsheetReportHandler(reads, monthly, new TicketStatusMonthlyRepository(reporting.runner), new TicketKpiRepository(reporting.runner)), client),
    ];

    console.log(`${RUNS} report calls and ${BASELINE_RUNS} write-model GROUP BYs per report, after 3 warm-up calls; ${YEAR}-${String(MONTH).padStart(2, '0')}, csn (all dealers)`);
    console.log(`${'report'.padEnd(40)} ${'projection p50 / p95'.padEnd(22)} ${'write model p50 / p95'.padEnd(24)} ratio p95  check`);
    const failures: string[] = [];
    for (const c of cases) {
      await timed(c.report, 3);
      const fromProjection = await timed(c.report, RUNS);
      const fromWriteModel = await timed(c.baseline, BASELINE_RUNS);
      const differences = c.differences(await c.report(), await c.baseline());
      const p95 = percentile(fromProjection, 95);
      const ratio = percentile(fromWriteModel, 95) / p95;
      const verdicts = [
        differences.length ? `${differences.length} figures differ` : 'equal',
        !CHECK && p95 > P95_LIMIT_MS ? `p95 over ${P95_LIMIT_MS} ms` : '',
        !CHECK && ratio < RATIO_FLOOR ? `under ${RATIO_FLOOR}×` : '',
      ].filter(Boolean);
      console.log(
        `${c.name.padEnd(40)} ${`${percentile(fromProjection, 50).toFixed(1)} / ${p95.toFixed(1)} ms`.padEnd(22)} ${`${percentile(fromWriteModel, 50).toFixed(0)} / ${percentile(fromWriteModel, 95).toFixed(0)} ms`.padEnd(24)} ${`${ratio.toFixed(0)}×`.padEnd(10)} ${verdicts.join(', ')}`,
      );
      for (const d of differences.slice(0, 5)) console.log(`    ${d}`);
      if (verdicts.length > 1 || differences.length) failures.push(`${c.name}: ${verdicts.join(', ')}`);
    }
    if (failures.length) {
      throw new Error(`not met:\n  ${failures.join('\n  ')}`);
    } else console.log(CHECK ? 'every report: the same figures as the write-model GROUP BY' : `every report: p95 ≤ ${P95_LIMIT_MS} ms, ≥ ${RATIO_FLOOR}× the write-model GROUP BY, same figures`);
  } finally {
    await db?.destroy();
    await client.end().catch(() => undefined);
    await database.drop();
  }
}

runMain(main);

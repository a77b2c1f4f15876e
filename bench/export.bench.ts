/**
 * Export benchmark: 1,000,000 tickets written as the ticket-list spreadsheet
 * (GET /api/tickets/report/excel) by the streaming writer, against building the same workbook in
 * memory and writing it at the end (exceljs Workbook + xlsx.writeFile); and the streaming
 * writer's peak RSS at 1,000,000 rows over its peak at 100,000 rows (flat memory = close to 1).
 *
 *   npm run bench:export                      (--rows=1000000 --small=100000 --with-memory-large --only-stream)
 *
 * The tickets are bulk-inserted with SQL (generate_series) into a throw-away database
 * (libs/testing createThrowawayDatabase + migrateDatabase), not created through createTicket:
 * a million create commands would take longer than the benchmark is worth. They carry realistic
 * text (Thai names and complaints), categories, dates and statuses, across 200 dealers. Both
 * variants read the rows the same way (a server-side cursor over the list's own filters and
 * order, prepareExport); only the writing differs. Each variant runs in its own process (its own
 * peak RSS) and writes to a file on disk.
 */
import ExcelJS from 'exceljs';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { Principal } from '@voc/domain';
import { dataSourceOptions } from '@voc/migrations';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { createThrowawayDatabase, migrateDatabase } from '@voc/testing';
import { ticketFilters, ticketOrder } from '@voc/ticketing';
import { argValue, machineLine, mb, perSecond, processPeakRss, ratio, RssSampler, runChild, thousands } from './bench-kit';
import { cellValue } from '@voc/spreadsheets';
import { exportTicketRows, prepareExport, TICKET_LIST_COLUMNS } from '@voc/ticket-exports';

const DEALERS = 200;
const DAYS = 500;
const START = '2025-01-01';

const PRINCIPAL: Principal = {
  userId: '00000000-0000-4000-8000-000000000000',
  name: 'Bench Exporter',
  type: 'csn',
  group: { showroom: true, service: true },
  permission: { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
  dealerRef: null,
  saleAreaCode: null,
  serviceAreaCode: null,
  salesRegion: null,
  serviceRegion: null,
};

interface VariantResult {
  variant: string;
  rows: number;
  ms: number;
  peakRss: number;
  /** RSS once modules are loaded and the database connected, before the export starts. */
  startRss: number;
  /** CPU time of the process per row written (user + system). */
  cpuMicrosPerRow: number;
  bytes: number;
}

/** Dealers and tickets, in chunks so progress shows; statements stay set-based. */
export async function seed(db: DataSource, rows: number): Promise<void> {
  await db.query(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     SELECT '1', 'BD' || lpad(g::text, 4, '0'), 'นิสสัน ทดสอบ ' || g, 'Nissan Bench ' || g, 'สาขา ' || g, 'Branch ' || g,
       'R' || (g % 5 + 1) || '-1', 'R' || (g % 5 + 1) || '-1', 'Region' || (g % 5 + 1), 'Region' || (g % 5 + 1), '{}'::jsonb
     FROM generate_series(1, $1) g`,
    [DEALERS],
  );
  const chunk = 100_000;
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await db.query(
      `INSERT INTO tickets (case_no, type, source, status, dealer_ref, area_code, region, title, name, age, email, tel, car_model,
         chassis_number, registration_number, delivered_date, staff_name, complaint_categories, complaint_description,
         complaint_customer_want, complaint_root_cause, complaint_solution, created_date, created_oa_date, updated_date,
         issued_date, approved_date, verify_status, logs)
       SELECT 'SB' || lpad(g::text, 8, '0'),
         CASE WHEN g % 3 = 0 THEN 'service' ELSE 'showroom' END,
         (ARRAY['survey', 'hotsheet', 'callcenter', 'hotsheet_import'])[g % 4 + 1],
         (ARRAY['W', 'C', 'S', 'T', 'B'])[g % 5 + 1],
         d.id, d.sale_area_code, d.dealer_sales_region, 'คุณ',
         (ARRAY['สมชาย', 'สมหญิง', 'วิชัย', 'มาลี', 'Somchai'])[g % 5 + 1] || ' ' || (ARRAY['ใจดี', 'รักงาน', 'ศรีสุข', 'Wongsa'])[g % 4 + 1],
         20 + g % 50,
         CASE WHEN g % 3 = 0 THEN NULL ELSE 'customer' || g || '@example.com' END,
         CASE WHEN g % 97 = 0 THEN '+66' || (800000000 + g) ELSE '08' || lpad((g % 100000000)::text, 8, '0') END,
         (ARRAY['Almera', 'Navara', 'Kicks e-POWER', 'Terra'])[g % 4 + 1],
         'MNTBBAN18Z' || lpad(g::text, 7, '0'), 'กข ' || (g % 9999), DATE '2024-06-01' + g % 400, 'พนักงาน ' || g % 50,
         CASE WHEN g % 3 = 0 THEN '{"S02": true}'::jsonb ELSE '{"A01": true, "A99": true, "A100": "ที่จอดรถไม่เพียงพอ"}'::jsonb END,
         (ARRAY['พนักงานขายไม่ติดต่อกลับตามนัดหมาย ลูกค้ารอนานมาก', 'ส่งมอบรถล่าช้ากว่ากำหนด อุปกรณ์ไม่ครบตามสัญญา', '=HYPERLINK("http://x","y") not a formula'])[g % 3 + 1] || ' #' || g,
         'ต้องการให้ผู้จัดการติดต่อกลับ', CASE WHEN g % 5 >= 3 THEN 'สาเหตุจากการสื่อสารภายใน' END, CASE WHEN g % 5 >= 2 THEN 'โทรขอโทษและนัดหมายใหม่' END,
         ts, ts, ts + interval '2 days', CASE WHEN g % 5 >= 3 THEN ts + interval '3 days' END, CASE WHEN g % 5 = 4 THEN ts + interval '4 days' END,
         'na', '[]'::jsonb
       FROM generate_series($1::int, $2::int) g
       JOIN dealers d ON d.dealer_code = 'BD' || lpad((g % ${DEALERS} + 1)::text, 4, '0')
       CROSS JOIN LATERAL (SELECT TIMESTAMPTZ '${START} 02:00+00' + (g % ${DAYS}) * interval '1 day' + (g % 600) * interval '1 minute' AS ts) t`,
      [from, to],
    );
    process.stderr.write(`  seeded ${thousands(to)} tickets\r`);
  }
  process.stderr.write('\n');
  await db.query('ANALYZE tickets');
}

/** Filters selecting about `rows` of the seeded tickets: a window of complaint days. */
function filtersFor(rows: number, total: number): { from_created_date?: string; to_created_date?: string } {
  if (rows >= total) return {};
  const days = Math.max(1, Math.round((DAYS * rows) / total));
  const last = new Date(Date.parse(START) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from_created_date: START, to_created_date: last };
}

async function child(variant: string, url: string, total: number, rows: number, file: string): Promise<VariantResult> {
  const sampler = new RssSampler();
  const db = new DataSource(dataSourceOptions(url, 2));
  await db.initialize();
  try {
    const filters = filtersFor(rows, total);
    const startRss = process.memoryUsage().rss;
    const cpu = process.cpuUsage();
    const t = performance.now();
    let written = 0;
    if (variant.startsWith('stream')) {
      const prepared = prepareExport(new UnitOfWork(db), PRINCIPAL, { kind: 'tickets', filters }, 'th-TH', new Date());
      written = await prepared.write(createWriteStream(file));
    } else {
      // The baseline: the same rows (same cursor, filters and order), into a workbook held in
      // memory, written at the end.
      const params = new SqlParams();
      const where = ticketFilters(PRINCIPAL, filters, params);
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Tickets', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = TICKET_LIST_COLUMNS.map((c) => ({ header: c.header['th-TH'], key: c.key, width: c.width }));
      for await (const row of exportTicketRows(new UnitOfWork(db), { where, order: ticketOrder({}), params: params.values })) {
        sheet.addRow(TICKET_LIST_COLUMNS.map((c) => cellValue(c.value(row), c.kind)));
        written += 1;
      }
      await book.xlsx.writeFile(file);
    }
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const { size } = await stat(file);
    return { variant, rows: written, ms, peakRss: Math.max(sampler.sampled, processPeakRss()), startRss, cpuMicrosPerRow: (used.user + used.system) / written, bytes: size };
  } finally {
    sampler.stop();
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const total = Number(argValue('rows', '1000000'));
  const small = Number(argValue('small', '100000'));
  const variant = argValue('child', '');
  if (variant) {
    const result = await child(variant, argValue('url', ''), total, Number(argValue('take', String(total))), argValue('file', ''));
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  console.log(machineLine());
  const dir = await mkdtemp(path.join(tmpdir(), 'voc-bench-export-'));
  const database = await createThrowawayDatabase('voc_bench_export');
  try {
    await migrateDatabase(database.url);
    const db = new DataSource(dataSourceOptions(database.url, 2, '-c synchronous_commit=off'));
    await db.initialize();
    let t = performance.now();
    await seed(db, total);
    await db.destroy();
    console.log(`seeded ${thousands(total)} tickets with SQL in ${((performance.now() - t) / 1000).toFixed(0)} s`);

    const run = (name: string, take: number, nodeOptions: string[] = []) =>
      runChild<VariantResult>(__filename, [`--child=${name}`, `--url=${database.url}`, `--rows=${total}`, `--take=${take}`, `--file=${path.join(dir, `${name}.xlsx`)}`], nodeOptions).catch(
        (error: Error) => {
          console.log(`${name}: did not finish (${error.message.split('\n')[0].slice(0, 200)})`);
          return null;
        },
      );
    t = performance.now();
    const stream = (await run('stream-large', total))!;
    const streamSmall = (await run('stream-small', small))!;
    const memorySmall = process.argv.includes('--only-stream') ? null : await run('memory-small', small, ['--max-old-space-size=8192']);
    // The in-memory baseline at the full size needs tens of GB (it reached 4.5 GB at 100,000 rows);
    // it runs only when asked for.
    const memory = process.argv.includes('--with-memory-large') ? await run('memory-large', total, ['--max-old-space-size=16384']) : null;

    const line = (label: string, a: string, b: string, r: string) => console.log([label.padEnd(34), a.padEnd(20), b.padEnd(22), r].join(' '));
    line('', 'streamed (api/worker)', 'built in memory', 'ratio');
    for (const [size, s, m] of [
      [total, stream, memory],
      [small, streamSmall, memorySmall],
    ] as const) {
      line(`${thousands(s.rows)} rows: rows/s`, thousands(perSecond(s.rows, s.ms)), m ? thousands(perSecond(m.rows, m.ms)) : 'did not finish', m ? ratio(m.ms, s.ms) : 'n/a');
      line(`${thousands(s.rows)} rows: peak RSS`, mb(s.peakRss), m ? mb(m.peakRss) : 'n/a', m ? ratio(s.peakRss, m.peakRss) : 'n/a');
      line(`${thousands(s.rows)} rows: RSS above start`, mb(s.peakRss - s.startRss), m ? mb(m.peakRss - m.startRss) : 'n/a', m ? ratio(s.peakRss - s.startRss, m.peakRss - m.startRss) : 'n/a');
      line(`${thousands(s.rows)} rows: CPU a row`, `${s.cpuMicrosPerRow.toFixed(0)} us`, m ? `${m.cpuMicrosPerRow.toFixed(0)} us` : 'n/a', m ? ratio(s.cpuMicrosPerRow, m.cpuMicrosPerRow) : 'n/a');
      line(`${thousands(s.rows)} rows: time, file`, `${(s.ms / 1000).toFixed(1)} s, ${mb(s.bytes)}`, m ? `${(m.ms / 1000).toFixed(1)} s, ${mb(m.bytes)}` : 'n/a', '');
      void size;
    }
    console.log('ratio: rows/s as streamed over in memory; RSS as streamed over in memory (lower is better)');
    console.log(
      `streamed peak RSS at ${thousands(stream.rows)} rows over ${thousands(streamSmall.rows)} rows: ${(stream.peakRss / streamSmall.peakRss).toFixed(2)} ` +
        `(RSS above start: ${((stream.peakRss - stream.startRss) / (streamSmall.peakRss - streamSmall.startRss)).toFixed(2)}); ` +
        `each process starts at about ${mb(stream.startRss)}, some 30 MB of it the benchmark's TypeScript loader (@swc/core), which a built api or worker does not carry`,
    );
    console.log(`load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`total ${((performance.now() - t) / 1000).toFixed(0)} s`);
  } finally {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (path.resolve(process.argv[1] ?? '') === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

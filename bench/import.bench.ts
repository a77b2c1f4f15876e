/**
 * Hotsheet import benchmark: a 100,000-row hotsheet through the worker's path, against the same
 * work with the workbook loaded whole into memory first (exceljs workbook.xlsx.readFile).
 *
 *   npm run bench:import                      (100,000 rows; --rows=N --concurrency=N --batch=N --only-stream --statements)
 *
 * The worker path is what the hotsheet-import job runs: the file read as a stream, every row
 * checked (the dry run: rules, the create form's validation, duplicates in the file and in the
 * database) and stored in import_rows, then every valid row created as a ticket through the
 * create-ticket command for many tickets (createTicketsInTransaction: each row's rules, one statement
 * inserting the batch's tickets and their TicketCreated events from one JSON document, then the
 * notices each new ticket requests, with their events), a batch per transaction, batches in
 * parallel. The ceiling (issue 34's target: the import ≥ 0.5× of it) is PostgreSQL alone taking the
 * same rows by COPY: import_rows, tickets, notification_outbox and ticket_events; the ratio printed
 * is COPY's time over the import's end to end. The baseline does the same dry run and creation;
 * only its reading differs. Each variant runs in its own process (its own peak RSS) against its
 * own throw-away database (libs/testing createThrowawayDatabase + migrateDatabase), created and
 * dropped by the run. Needs PostgreSQL as the integration tests do (DATABASE_URL or local).
 */
import ExcelJS from 'exceljs';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { HOTSHEET_SHEET_NAME, hotsheetColumns, hotsheetHeader, mapHotsheetHeaders, type HotsheetCells, type HotsheetColumnKey } from '@voc/domain';
import { dataSourceOptions } from '@voc/migrations';
import { UnitOfWork } from '@voc/sql';
import { createThrowawayDatabase, migrateDatabase } from '@voc/testing';
import { Client } from 'pg';
import { CopyCpuWatch, PhaseCpuWatch, type CopyCpu, type PhaseCpu } from './cpu-accounting';
import { argValue, machineLine, mb, perSecond, processPeakRss, ratio, RssSampler, runChild, thousands } from './bench-kit';
import { beginCreatePass, insertImport, plainCell, readHotsheetRows, type HotsheetRow } from '@voc/hotsheet-imports';
import { CREATE_BATCH_SIZE, CREATE_CONCURRENCY, runHotsheetCreatePass } from '../apps/worker/src/imports/hotsheet/hotsheet-create';
import { runHotsheetDryRun } from '../apps/worker/src/imports/hotsheet/hotsheet-dry-run';
import { WORKER_NODE_OPTIONS } from '../scripts/lib/product/worker-node-options';

const DEALERS = 200;
const dealerCode = (i: number) => `BD${String(i).padStart(4, '0')}`;

interface VariantResult {
  mode: 'stream' | 'memory';
  rows: number;
  readMs: number;
  readPeakRss: number;
  dryRunMs: number;
  createMs: number;
  created: number;
  peakRss: number;
  dryRunPeakRss: number;
  createPeakRss: number;
  startRss: number;
  roundTripMicros: number;
  /** CPU the worker process used during creation, as a share of the creation's wall time. */
  createCpuShare: number;
  /**
   * CPU each pass used (ms): this process (the worker's side) and the throw-away database's
   * backends (PostgreSQL's side). Under load the wall time follows the CPU: a busy machine gives
   * each runnable process its share, so the import's CPU against COPY's is the ratio the load
   * cannot move, and the wall time's ratio also depends on how many processes the import keeps busy.
   */
  cpu: { dryRun: { workerMs: number; backendsMs: number }; create: { workerMs: number; backendsMs: number } };
  /** With --statements: the time spent in each kind of statement, per pass (summed over connections). */
  statements: { dryRun: StatementTime[]; create: StatementTime[] } | null;
  /** The ceiling: PostgreSQL alone taking the same rows by COPY (streamed variant only). */
  copy: CopyCeiling | null;
}

/**
 * What PostgreSQL alone takes to store the rows both passes wrote, by COPY into the same tables
 * with the same indexes and triggers: the dry run's import_rows, then the creation's tickets, the
 * notices it requested for them (notification_outbox) and their events, TicketCreated and the
 * notices' own (the creation's outcome updates of import_rows are not in it).
 */
type CopyCeiling = { importRowsMs: number; ticketsMs: number; rowsWritten: Record<string, number>; cpu: CopyCpu } | { skipped: string };

const FIRST = ['สมชาย', 'สมหญิง', 'วิชัย', 'มาลี', 'ประเสริฐ', 'สุดา', 'Somchai', 'Anan'];
const LAST = ['ใจดี', 'รักงาน', 'มั่นคง', 'ศรีสุข', 'Wongsa', 'ทองดี'];
const CATEGORIES = ['A01', 'A02, A05', 'F01', 'A99', 'P99', 'O01, A03'];
const DESCRIPTIONS = ['พนักงานขายไม่ติดต่อกลับตามนัดหมาย ลูกค้ารอนานมาก', 'ส่งมอบรถล่าช้ากว่ากำหนด อุปกรณ์ไม่ครบตามสัญญา', 'โชว์รูมที่จอดรถไม่เพียงพอ', 'Customer was not called back after the test drive'];

/** Writes the hotsheet as Excel does (shared strings), with a Date in the date column. */
async function writeHotsheet(file: string, rows: number): Promise<void> {
  const columns = hotsheetColumns('showroom');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const sheet = book.addWorksheet(HOTSHEET_SHEET_NAME);
  sheet.addRow(columns.map(hotsheetHeader)).commit();
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < rows; i++) {
    const category = CATEGORIES[i % CATEGORIES.length];
    const values: Partial<Record<HotsheetColumnKey, unknown>> = {
      crm_case_no: i % 10 === 0 ? `CRM-B-${i}` : null,
      dealer_code: dealerCode((i % DEALERS) + 1),
      created_oa_date: new Date(start + (i % 300) * 86_400_000 + (i % 600) * 60_000),
      title: 'คุณ',
      name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
      tel: `08${String(10_000_000 + i).padStart(8, '0')}`,
      email: i % 3 ? `customer${i}@example.com` : null,
      age: 20 + (i % 50),
      car_model: ['Almera', 'Navara', 'Kicks e-POWER', 'Terra'][i % 4],
      complaint_categories: category,
      category_other: category.includes('99') ? (category.startsWith('P') ? 'กระจกมองข้าง' : 'อื่น ๆ ทดสอบ') : null,
      complaint_description: `${DESCRIPTIONS[i % DESCRIPTIONS.length]} #${i}`,
      complaint_customer_want: i % 2 ? 'ต้องการให้ผู้จัดการติดต่อกลับ' : null,
    };
    sheet.addRow(columns.map((c) => values[c.key] ?? null)).commit();
  }
  sheet.commit();
  await book.commit();
}

/** The baseline's reader: the whole workbook in memory (exceljs readFile), then its rows. */
async function* wholeWorkbookRows(file: string): AsyncGenerator<HotsheetRow> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet(HOTSHEET_SHEET_NAME)!;
  const headers = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, index) => headers.set(index, String(plainCell(cell.value) ?? '')));
  const { columns } = mapHotsheetHeaders('showroom', headers);
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: HotsheetCells = {};
    for (const [index, key] of columns) cells[key] = plainCell(row.getCell(index).value);
    yield { rowNumber: r, cells };
  }
}

async function seed(db: DataSource): Promise<string> {
  await db.query(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     SELECT '1', 'BD' || lpad(g::text, 4, '0'), 'นิสสัน ทดสอบ ' || g, 'Nissan Bench ' || g, 'สาขา ' || g, 'Branch ' || g, 'R1-1', 'R1-1', 'Region1', 'Region1', '{}'::jsonb
     FROM generate_series(1, $1) g`,
    [DEALERS],
  );
  const [user] = await db.query<Array<{ id: string }>>(
    `INSERT INTO users (email, password_hash, first_name, last_name, type, group_showroom, group_service, permission)
     VALUES ('bench@csn.local', 'x', 'Bench', 'Importer', 'csn', true, true, '{"ticket_validation":false,"ticket_validation_closed_edit":false,"bp_dashboard":false,"bp_report":false}') RETURNING id`,
  );
  return user.id;
}

interface StatementTime {
  statement: string;
  count: number;
  ms: number;
}

/**
 * Times every statement the data source sends (query runners made from now on), keyed by its
 * first words: where a pass's database time goes, measured from the worker's side.
 */
function timeStatements(db: DataSource): { take(): StatementTime[] } {
  let times = new Map<string, StatementTime>();
  const make = db.createQueryRunner.bind(db);
  db.createQueryRunner = (mode) => {
    const runner = make(mode);
    const query = runner.query.bind(runner);
    runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
      const t = performance.now();
      try {
        return await query(sql, parameters, structured as never);
      } finally {
        const key = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
        const entry = times.get(key) ?? { statement: key, count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - t;
        times.set(key, entry);
      }
    }) as typeof runner.query;
    return runner;
  };
  return {
    take() {
      const taken = [...times.values()].sort((a, b) => b.ms - a.ms).slice(0, 8);
      times = new Map();
      return taken;
    },
  };
}

/**
 * The same rows again by COPY: import_rows as the dry run stored them, then the tickets, their
 * notices (notification_outbox) and every event as the creation wrote them, each table emptied first. Server-side files
 * (COPY ... TO/FROM 'file'), the fastest way in: needs a superuser and PostgreSQL on this machine,
 * as the benchmark's local server is; otherwise the case says why it was skipped.
 */
async function copyCeiling(db: DataSource, importId: string, dir: string): Promise<CopyCeiling> {
  const copyDir = await mkdtemp(path.join(dir, 'copy-'));
  await chmod(copyDir, 0o777);
  const file = (table: string) => `'${path.join(copyDir, `${table}.copy`)}'`;
  const importRowColumns = 'import_id, row_number, status, problems, data, import_key';
  // A generated column (ticket_events.dealer_shard) is computed again by COPY FROM, never copied.
  const stored = async (table: string) =>
    (await db.query<Array<{ name: string }>>(`SELECT column_name AS name FROM information_schema.columns WHERE table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`, [table]))
      .map((c) => c.name)
      .join(', ');
  const ticketColumns = await stored('tickets');
  const outboxColumns = await stored('notification_outbox');
  const eventColumns = await stored('ticket_events');
  const [rowsWritten] = await db.query<Array<Record<string, number>>>(
    `SELECT (SELECT count(*) FROM import_rows)::int AS import_rows, (SELECT count(*) FROM tickets)::int AS tickets,
            (SELECT count(*) FROM notification_outbox)::int AS notification_outbox, (SELECT count(*) FROM ticket_events)::int AS ticket_events`,
  );
  try {
    await db.query(`COPY (SELECT import_id, row_number, 'valid', '[]'::jsonb, data, import_key FROM import_rows WHERE import_id = '${importId}' ORDER BY row_number) TO ${file('import_rows')}`);
    await db.query(`COPY (SELECT ${ticketColumns} FROM tickets ORDER BY created_oa_date) TO ${file('tickets')}`);
    await db.query(`COPY (SELECT ${outboxColumns} FROM notification_outbox ORDER BY ticket_id, id) TO ${file('notification_outbox')}`);
    await db.query(`COPY (SELECT ${eventColumns} FROM ticket_events ORDER BY position) TO ${file('ticket_events')}`);
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) };
  }
  await db.query(`TRUNCATE tickets, notification_outbox, ticket_events, import_rows CASCADE`);
  await db.query(`CHECKPOINT`);
  // One connection, so its backend's CPU is the COPY's (cpu-accounting.ts CopyCpuWatch).
  const runner = db.createQueryRunner();
  try {
    const watch = await CopyCpuWatch.start(runner);
    let t = performance.now();
    await runner.query(`COPY import_rows (${importRowColumns}) FROM ${file('import_rows')}`);
    const importRowsMs = performance.now() - t;
    t = performance.now();
    await runner.query(`COPY tickets (${ticketColumns}) FROM ${file('tickets')}`);
    await runner.query(`COPY notification_outbox (${outboxColumns}) FROM ${file('notification_outbox')}`);
    await runner.query(`COPY ticket_events (${eventColumns}) FROM ${file('ticket_events')}`);
    const ticketsMs = performance.now() - t;
    return { importRowsMs, ticketsMs, rowsWritten, cpu: watch.stop() };
  } finally {
    await runner.release();
  }
}

async function child(mode: 'stream' | 'memory', file: string, rows: number): Promise<VariantResult> {
  const concurrency = Number(argValue('concurrency', String(CREATE_CONCURRENCY)));
  const batchSize = Number(argValue('batch', String(CREATE_BATCH_SIZE)));
  const sampler = new RssSampler();
  const database = await createThrowawayDatabase('voc_bench_import');
  const db = new DataSource(dataSourceOptions(database.url, concurrency + 2));
  // Its own connection to the database, whose backend the CPU watch leaves out (pg_backend_pid()).
  const watcher = new Client({ connectionString: database.url });
  const passCpu = async <T>(pass: () => Promise<T>): Promise<[T, { workerMs: number; backendsMs: number }]> => {
    const watch = await PhaseCpuWatch.start(watcher, database.name, { worker: process.pid });
    const result = await pass();
    const spent: PhaseCpu = await watch.stop();
    return [result, { workerMs: spent.processes.get('worker') ?? Number.NaN, backendsMs: spent.backends }];
  };
  try {
    await watcher.connect();
    await migrateDatabase(database.url);
    await db.initialize();
    const userId = await seed(db);
    const statements = process.argv.includes('--statements') ? timeStatements(db) : null;
    const { size } = await stat(file);

    // One database round trip, for the analysis of what limits creation.
    const probes = 2000;
    let t = performance.now();
    for (let i = 0; i < probes; i++) await db.query('SELECT 1');
    const roundTripMicros = Math.round(((performance.now() - t) * 1000) / probes);


    // Reading alone.
    const startRss = process.memoryUsage().rss;
    sampler.reset();
    t = performance.now();
    let read = 0;
    for await (const _row of mode === 'stream' ? readHotsheetRows(file, 'showroom') : wholeWorkbookRows(file)) read += 1;
    const readMs = performance.now() - t;
    const readPeakRss = sampler.sampled;
    if (read !== rows) throw new Error(`read ${read} rows, expected ${rows}`);

    // The import end to end: dry run, then creation.
    const record = await insertImport(db, { type: 'showroom', fileName: 'bench.xlsx', storedName: `bench-${mode}-${Date.now()}`, fileSize: size, rowCount: rows, createdBy: userId });
    sampler.reset();
    statements?.take(); // the round-trip probes and the setup are no pass's
    t = performance.now();
    const [previewed, dryRunCpu] = await passCpu(() => runHotsheetDryRun(new UnitOfWork(db), record.id, file, mode === 'memory' ? { rows: wholeWorkbookRows(file) } : {}));
    const dryRunMs = performance.now() - t;
    const dryRunStatements = statements?.take() ?? [];
    const dryRunPeakRss = sampler.sampled;
    sampler.reset();
    if (previewed?.valid_count !== rows) throw new Error(`dry run: ${previewed?.valid_count} valid of ${rows} (${previewed?.problem_count} problems, ${previewed?.error})`);
    await beginCreatePass(db, record.id, userId);
    t = performance.now();
    const cpu = process.cpuUsage();
    const [completed, createCpu] = await passCpu(() => runHotsheetCreatePass(new UnitOfWork(db), record.id, { concurrency, batchSize }));
    const createMs = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const createCpuShare = (used.user + used.system) / 1000 / createMs;
    const createPeakRss = sampler.sampled;
    const createStatements = statements?.take() ?? [];
    const [{ n }] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM tickets WHERE source = 'hotsheet_import'`);
    if (completed?.created_count !== rows || n !== rows) throw new Error(`created ${completed?.created_count} (${n} tickets) of ${rows}`);
    const peakRss = processPeakRss();
    const copy = mode === 'stream' ? await copyCeiling(db, record.id, path.dirname(file)) : null;
    return { mode, rows, readMs, readPeakRss, dryRunMs, createMs, created: n, peakRss, dryRunPeakRss, createPeakRss, startRss, roundTripMicros, createCpuShare, copy, cpu: { dryRun: dryRunCpu, create: createCpu }, statements: statements ? { dryRun: dryRunStatements, create: createStatements } : null };
  } finally {
    sampler.stop();
    await watcher.end().catch(() => undefined);
    if (db.isInitialized) await db.destroy();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const mode = argValue('child', '');
  const rows = Number(argValue('rows', '100000'));
  if (mode === 'stream' || mode === 'memory') {
    const result = await child(mode, argValue('file', ''), rows);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  console.log(machineLine());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'voc-bench-import-'));
  try {
    const file = path.join(dir, 'hotsheet.xlsx');
    let t = performance.now();
    await writeHotsheet(file, rows);
    const { size } = await stat(file);
    console.log(`hotsheet: ${thousands(rows)} rows, ${mb(size)} xlsx (shared strings), written in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const extra = process.argv.filter((a) => /^--(concurrency|batch)=|^--statements$/.test(a));
    t = performance.now();
    // The streamed variant runs as the worker does: with the worker's own node flags as shipped.
    await chmod(dir, 0o755);
    const stream = await runChild<VariantResult>(__filename, [`--child=stream`, `--file=${file}`, `--rows=${rows}`, ...extra], [...WORKER_NODE_OPTIONS]);
    const memory = process.argv.includes('--only-stream')
      ? stream
      : await runChild<VariantResult>(__filename, [`--child=memory`, `--file=${file}`, `--rows=${rows}`, ...extra], ['--max-old-space-size=8192']);
    const table: Array<[string, string, string, string]> = [];
    const line = (label: string, a: string, b: string, r: string) => table.push([label, a, b, r]);
    const endToEnd = (v: VariantResult) => v.dryRunMs + v.createMs;
    line('read only: rows/s', thousands(perSecond(rows, stream.readMs)), thousands(perSecond(rows, memory.readMs)), ratio(memory.readMs, stream.readMs));
    line('read only: peak RSS', mb(stream.readPeakRss), mb(memory.readPeakRss), ratio(stream.readPeakRss, memory.readPeakRss));
    line('dry run (read + checks + store): rows/s', thousands(perSecond(rows, stream.dryRunMs)), thousands(perSecond(rows, memory.dryRunMs)), ratio(memory.dryRunMs, stream.dryRunMs));
    line('creation (createTicket, batches): rows/s', thousands(perSecond(rows, stream.createMs)), thousands(perSecond(rows, memory.createMs)), ratio(memory.createMs, stream.createMs));
    line('end to end: rows/s', thousands(perSecond(rows, endToEnd(stream))), thousands(perSecond(rows, endToEnd(memory))), ratio(endToEnd(memory), endToEnd(stream)));
    line('dry run: peak RSS', mb(stream.dryRunPeakRss), mb(memory.dryRunPeakRss), ratio(stream.dryRunPeakRss, memory.dryRunPeakRss));
    line('creation: peak RSS', mb(stream.createPeakRss), mb(memory.createPeakRss), ratio(stream.createPeakRss, memory.createPeakRss));
    line(`end to end: peak RSS (process)`, mb(stream.peakRss), mb(memory.peakRss), ratio(stream.peakRss, memory.peakRss));
    let copyCpuLine: string | undefined;
    let ceilingLine: string | undefined;
    if (stream.copy && 'importRowsMs' in stream.copy) {
      const { importRowsMs, ticketsMs } = stream.copy;
      line('ceiling, PostgreSQL alone (COPY): dry run rows/s', thousands(perSecond(rows, importRowsMs)), '', ratio(stream.dryRunMs, importRowsMs));
      line('ceiling, PostgreSQL alone (COPY): creation rows/s', thousands(perSecond(rows, ticketsMs)), '', ratio(stream.createMs, ticketsMs));
      line('ceiling, PostgreSQL alone (COPY): end to end rows/s', thousands(perSecond(rows, importRowsMs + ticketsMs)), '', ratio(endToEnd(stream), importRowsMs + ticketsMs));
      const { cpu, rowsWritten } = stream.copy;
      const copyMs = importRowsMs + ticketsMs;
      ceilingLine =
        `import end to end ${(endToEnd(stream) / 1000).toFixed(1)} s against COPY of the same rows ${(copyMs / 1000).toFixed(1)} s ` +
        `(${Object.entries(rowsWritten).map(([table, n]) => `${thousands(n)} ${table}`).join(', ')}): ` +
        `ratio ${(copyMs / endToEnd(stream)).toFixed(2)}x of the ceiling (goal >= 0.5x, issue 34)`;
      const sec = (ms: number | undefined) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`);
      copyCpuLine =
        `ceiling's CPU: COPY's backend ${sec(cpu.backendMs)} (machine busy ${sec(cpu.machineBusyMs)}, steal ${sec(cpu.machineStealMs)}); ` +
        `10,000 rows/s gives these ${thousands(rows)} rows ${sec((rows / 10_000) * 1000 * os.cpus().length)} of CPU on ${os.cpus().length} cores`;
    }
    const width = [54, 18, 26, 8];
    console.log(['', 'streamed (worker)', 'whole workbook in memory', 'ratio'].map((h, i) => h.padEnd(width[i])).join(' '));
    for (const row of table) console.log(row.map((cell, i) => cell.padEnd(width[i])).join(' '));
    console.log('ratio: rows/s as streamed over in memory; RSS as streamed over in memory (lower is better); for the ceiling, the worker\'s time over COPY\'s');
    console.log(`streamed variant's node flags: ${WORKER_NODE_OPTIONS.join(' ')} (the worker's, scripts/lib/product/worker-node-options.ts); the baseline's: --max-old-space-size=8192`);
    if (stream.copy && 'skipped' in stream.copy) console.log(`ceiling (COPY) not measured: ${stream.copy.skipped}`);
    if (ceilingLine) console.log(ceilingLine);
    if (copyCpuLine) console.log(copyCpuLine);
    {
      const { dryRun, create } = stream.cpu;
      const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const total = dryRun.workerMs + dryRun.backendsMs + create.workerMs + create.backendsMs;
      const copyMs = stream.copy && 'cpu' in stream.copy ? stream.copy.cpu.backendMs : undefined;
      console.log(
        `import's CPU: dry run ${sec(dryRun.workerMs)} worker + ${sec(dryRun.backendsMs)} PostgreSQL, creation ${sec(create.workerMs)} worker + ${sec(create.backendsMs)} PostgreSQL = ${sec(total)}` +
          (copyMs ? `; COPY's ${sec(copyMs)} is ${(copyMs / total).toFixed(2)}x of it (the ratio a machine busy with others tends to: each runnable process gets its share)` : ''),
      );
    }
    const perRowMicros = (stream.createMs * 1000) / rows;
    console.log(
      `creation: ${perRowMicros.toFixed(0)} us a ticket over ${argValue('concurrency', String(CREATE_CONCURRENCY))} connections (the worker busy ${(stream.createCpuShare * 100).toFixed(0)}% of that time, waiting on PostgreSQL the rest); ` +
        `a batch of ${argValue('batch', String(CREATE_BATCH_SIZE))} takes 8 statements (begin, key locks, existing keys, dealers FOR SHARE with the notices' users, one INSERT of its tickets with their events, one of their notices with theirs, outcomes, commit); ` +
        `one round trip (SELECT 1) is ${stream.roundTripMicros} us here`,
    );
    for (const [pass, times, ms] of stream.statements ? ([['dry run', stream.statements.dryRun, stream.dryRunMs], ['creation', stream.statements.create, stream.createMs]] as const) : []) {
      console.log(`${pass}: time in statements (summed over connections, ${(ms / 1000).toFixed(1)} s of wall time):`);
      for (const s of times) console.log(`  ${(s.ms / 1000).toFixed(1).padStart(6)} s ${String(s.count).padStart(6)}x  ${s.statement}`);
    }
    console.log(`each process starts at about ${mb(stream.startRss)} (some 30 MB of it the benchmark's TypeScript loader, @swc/core, which a built worker does not carry)`);
    console.log(`load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`total ${((performance.now() - t) / 1000).toFixed(0)} s`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

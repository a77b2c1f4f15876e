import { validateSync } from 'class-validator';
import { CreateTicketDto, IMPORT_ERRORS, type ImportProblemView } from '@voc/contracts';
import {
  HOTSHEET_COLUMNS,
  HOTSHEET_ROW_PROBLEMS,
  cellText,
  cellWallClock,
  isoDay,
  readHotsheetRow,
  ticketScope,
  type HotsheetCells,
  type HotsheetDealer,
  type HotsheetTicketData,
  type TicketType,
} from '@voc/domain';
import { dtoProblems, findImport, hotsheetImportKey, HotsheetFileError, markImportFailed, readHotsheetRows, type HotsheetRow, type ImportRecord } from '@voc/hotsheet-imports';
import { loadPrincipal } from '@voc/ticketing';
import type { UnitOfWork } from '@voc/sql';

export interface DryRunOptions {
  now?: Date;
  /** Rows checked against the database and stored per round trip. */
  batchSize?: number;
  /** After each stored batch: rows done of the file's rows (the import record has it too). */
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /** The file's rows from another reader than the streaming one (the benchmark's baseline). */
  rows?: AsyncIterable<HotsheetRow>;
}

interface CheckedRow {
  rowNumber: number;
  problems: ImportProblemView[];
  data: Record<string, unknown>;
  key: string | null;
  crm: string | null;
}

const DATE_KINDS = new Set(HOTSHEET_COLUMNS.filter((c) => c.kind === 'date' || c.kind === 'datetime').map((c) => c.key));

/** A problem row as the user wrote it (dates readable rather than serial numbers). */
function asWritten(cells: HotsheetCells): Record<string, unknown> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(cells)) {
    const clock = typeof value === 'number' && DATE_KINDS.has(key as never) ? cellWallClock(value) : null;
    const text = clock
      ? `${isoDay(clock)} ${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`
      : cellText(value);
    if (text) data[key] = text;
  }
  return data;
}

async function loadDealers(uow: UnitOfWork): Promise<Map<string, HotsheetDealer>> {
  const rows = await uow.runner.query<Array<{ id: string; dealer_code: string; status: 'normal' | 'closed'; sale_area_code: string | null; service_area_code: string | null; dealer_sales_region: string | null; dealer_service_region: string | null }>>(
    `SELECT id, dealer_code, status, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region FROM dealers`,
  );
  return new Map(
    rows.map((d) => [
      d.dealer_code.trim().toUpperCase(),
      { id: d.id, code: d.dealer_code, status: d.status, saleAreaCode: d.sale_area_code, serviceAreaCode: d.service_area_code, salesRegion: d.dealer_sales_region, serviceRegion: d.dealer_service_region },
    ]),
  );
}

/** The create-ticket command's input for a checked row. */
export function hotsheetTicketInput(type: TicketType, data: HotsheetTicketData): CreateTicketDto {
  const { dealer_code: _code, ...fields } = data;
  return { ...fields, type, source: 'hotsheet_import' } as CreateTicketDto;
}

/**
 * The first pass: reads the stored file as a stream and checks every row (readHotsheetRow's
 * rules, the create form's own validation, duplicates inside the file and against existing
 * tickets), storing each row's outcome in import_rows a batch at a time with the progress.
 * Creates nothing. A retried run starts over: it has no effects beyond its own rows.
 */
export async function runHotsheetDryRun(uow: UnitOfWork, importId: string, file: string, options: DryRunOptions = {}): Promise<ImportRecord | null> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const record = await findImport(uow.runner, importId);
  if (!record || record.status !== 'validating') return record;
  const principal = await loadPrincipal(uow.runner, record.created_by);
  if (!principal) {
    await markImportFailed(uow.runner, importId, IMPORT_ERRORS.failed);
    return findImport(uow.runner, importId);
  }
  await uow.runner.query(`DELETE FROM import_rows WHERE import_id = $1`, [importId]);
  await uow.runner.query(
    `UPDATE imports SET pass = 'dry_run', progress_done = 0, progress_total = row_count, valid_count = 0, problem_count = 0, updated_at = now() WHERE id = $1`,
    [importId],
  );

  const dealers = await loadDealers(uow);
  const context = { type: record.type, now, scope: ticketScope(principal), findDealer: (code: string) => dealers.get(code.trim().toUpperCase()) };
  const firstRowOfKey = new Map<string, number>();
  let batch: CheckedRow[] = [];
  const counts = { done: 0, valid: 0, problems: 0 };

  // One batch is stored while the next is read and checked (the database and the reading overlap);
  // never more than one, so batches, counts and progress stay in order.
  let storing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (!batch.length) return;
    const full = batch;
    batch = [];
    await storing;
    storing = storeBatch(uow, importId, full, counts).then(() => options.onProgress?.(counts.done, record.row_count));
    // A failure is not lost: it surfaces where `storing` is awaited next.
    storing.catch(() => undefined);
  };

  try {
    for await (const { rowNumber, cells } of options.rows ?? readHotsheetRows(file, record.type)) {
      const { data, problems } = readHotsheetRow(cells, context);
      // The form's own validation on the row's fields. Values are already typed (numbers, undefined
      // for empty), which is what the DTO's transforms would make of them: no plainToInstance.
      const input = Object.assign(new CreateTicketDto(), hotsheetTicketInput(record.type, data));
      const flagged = new Set(problems.map((p) => p.column));
      const rowProblems: ImportProblemView[] = [...problems, ...dtoProblems(validateSync(input, { forbidUnknownValues: false })).filter((p) => !flagged.has(p.column as never))];
      let key: string | null = null;
      if (!rowProblems.length) {
        key = hotsheetImportKey(record.type, data);
        const first = firstRowOfKey.get(key);
        if (first !== undefined) rowProblems.push({ column: data.crm_case_no ? 'crm_case_no' : 'complaint_description', message: HOTSHEET_ROW_PROBLEMS.duplicateInFile, params: { row: first } });
        else firstRowOfKey.set(key, rowNumber);
      }
      batch.push({
        rowNumber,
        problems: rowProblems,
        data: rowProblems.length ? asWritten(cells) : (data as unknown as Record<string, unknown>),
        key: rowProblems.length ? null : key,
        crm: rowProblems.length ? null : (data.crm_case_no ?? null),
      });
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await storing;
  } catch (error) {
    // Nothing is written behind the failure's back.
    await storing.catch(() => undefined);
    if (error instanceof HotsheetFileError) {
      await markImportFailed(uow.runner, importId, error.messageKey);
      return findImport(uow.runner, importId);
    }
    throw error;
  }
  await uow.runner.query(
    `UPDATE imports SET status = 'previewed', progress_done = $2, progress_total = $2, row_count = $2, valid_count = $3, problem_count = $4, updated_at = now()
     WHERE id = $1 AND status = 'validating'`,
    [importId, counts.done, counts.valid, counts.problems],
  );
  return findImport(uow.runner, importId);
}

/** Marks rows that name an existing ticket, then stores the batch and the progress in one statement. */
async function storeBatch(uow: UnitOfWork, importId: string, batch: CheckedRow[], counts: { done: number; valid: number; problems: number }): Promise<void> {
  const keys = batch.flatMap((r) => (r.key ? [r.key] : []));
  const crms = batch.flatMap((r) => (r.crm ? [r.crm] : []));
  if (keys.length) {
    const existing = await uow.runner.query<Array<{ key: string; case_no: string }>>(
      `SELECT import_key AS key, case_no FROM tickets WHERE import_key = ANY($1::text[])
       UNION ALL
       SELECT 'crm:' || upper(crm_case_no), case_no FROM tickets WHERE crm_case_no = ANY($2::text[]) AND deleted_at IS NULL`,
      [keys, crms],
    );
    const caseOf = new Map(existing.map((e) => [e.key, e.case_no]));
    for (const row of batch) {
      const caseNo = row.key ? caseOf.get(row.key) : undefined;
      if (caseNo) {
        row.problems.push({ column: row.crm ? 'crm_case_no' : 'complaint_description', message: HOTSHEET_ROW_PROBLEMS.duplicateExisting, params: { case_no: caseNo } });
        row.key = null;
      }
    }
  }
  for (const row of batch) {
    counts.done += 1;
    if (row.problems.length) counts.problems += 1;
    else counts.valid += 1;
  }
  // The batch as one JSON document (row, problems, data, key): PostgreSQL parses it once, where
  // array literals of JSON texts cost an escaping pass here and an array parse there.
  await uow.runner.query(
    `WITH stored AS (
       INSERT INTO import_rows (import_id, row_number, status, problems, data, import_key)
       SELECT $1, x.r, CASE WHEN x.p = '[]'::jsonb THEN 'valid' ELSE 'problem' END, x.p, x.d, x.k
       FROM jsonb_to_recordset($2::jsonb) AS x(r int, p jsonb, d jsonb, k text)
       RETURNING 1)
     UPDATE imports SET progress_done = $3, valid_count = $4, problem_count = $5, updated_at = now() WHERE id = $1`,
    [importId, JSON.stringify(batch.map((row) => ({ r: row.rowNumber, p: row.problems, d: row.data, k: row.key }))), counts.done, counts.valid, counts.problems],
  );
}

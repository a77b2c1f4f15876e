import type ExcelJS from 'exceljs';
import { IMPORT_ERRORS, IMPORT_HEADER_PROBLEMS, UPLOAD_ERRORS } from '@voc/contracts';
import {
  HOTSHEET_COLUMNS,
  HOTSHEET_LIMITS,
  HOTSHEET_SHEET_NAME,
  cellText,
  mapHotsheetHeaders,
  type HotsheetCell,
  type HotsheetCells,
  type HotsheetColumnKey,
  type TicketType,
} from '@voc/domain';
import { HotsheetFileError } from './hotsheet-file-error';
import { openXlsxSheet, readZipDirectory, verifyZipSizes, ZipCheckError, type ZipEntryInfo } from '@voc/spreadsheets';

/** Entries every xlsx has; a zip without them is some other file. */
const XLSX_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

/** Days between Excel's 1904 and 1900 date systems. */
const DATE_1904_SHIFT = 1462;

const ZIP_LIMITS = { maxEntries: HOTSHEET_LIMITS.maxZipEntries, maxUncompressedBytes: HOTSHEET_LIMITS.maxUncompressedBytes };

export interface HotsheetRow {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  cells: HotsheetCells;
}

function zipRefusal(error: unknown): never {
  if (error instanceof ZipCheckError) {
    throw error.reason === 'limits'
      ? new HotsheetFileError(IMPORT_ERRORS.zipLimits, { max_entries: ZIP_LIMITS.maxEntries, max_megabytes: ZIP_LIMITS.maxUncompressedBytes / 1024 / 1024 }, undefined, { cause: error })
      : new HotsheetFileError(UPLOAD_ERRORS.excelType, undefined, undefined, { cause: error });
  }
  throw error;
}

/**
 * The zip's directory, judged before any entry is unpacked: a zip (first bytes and directory),
 * within the entry and declared-size limits, holding an xlsx's parts.
 */
async function hotsheetZipEntries(file: string): Promise<ZipEntryInfo[]> {
  const entries = await readZipDirectory(file, ZIP_LIMITS).catch(zipRefusal);
  const names = new Set(entries.map((e) => e.name));
  if (!XLSX_PARTS.every((part) => names.has(part))) throw new HotsheetFileError(UPLOAD_ERRORS.excelType);
  return entries;
}

/** The zip-level checks of an upload, ending with every entry unpacked (and dropped) to prove its size. */
export async function checkHotsheetZip(file: string): Promise<void> {
  const entries = await hotsheetZipEntries(file);
  await verifyZipSizes(file, entries).catch(zipRefusal);
}

/** A cell as exceljs's streaming reader gives it, reduced to text, number, boolean or date. */
export function plainCell(value: ExcelJS.CellValue | undefined): HotsheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run) => run.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return plainCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in value && typeof (value as ExcelJS.CellHyperlinkValue).text === 'string') return (value as ExcelJS.CellHyperlinkValue).text;
    if ('error' in value) return String((value as ExcelJS.CellErrorValue).error);
  }
  return null;
}

const DATE_COLUMNS = new Set<HotsheetColumnKey>(HOTSHEET_COLUMNS.filter((c) => c.kind === 'date' || c.kind === 'datetime').map((c) => c.key));

/**
 * Reads the hotsheet sheet of an xlsx as a stream (see openXlsxSheet): rows come one at a time and
 * memory stays flat. The header row is checked first; rows with every column empty are skipped.
 * Throws HotsheetFileError for a file that is no workbook, has no hotsheet sheet, or whose headers
 * do not fit the type.
 */
export async function* readHotsheetRows(file: string, type: TicketType): AsyncGenerator<HotsheetRow> {
  const entries = await hotsheetZipEntries(file);
  const sheet = await openXlsxSheet(file, entries, HOTSHEET_SHEET_NAME).catch((cause: unknown) => {
    throw new HotsheetFileError(UPLOAD_ERRORS.excelType, undefined, undefined, { cause });
  });
  if (!sheet) throw new HotsheetFileError(IMPORT_ERRORS.sheetMissing, { sheet: HOTSHEET_SHEET_NAME });
  const rows = sheet.rows[Symbol.asyncIterator]();
  let columns: Map<number, HotsheetColumnKey> | null = null;
  try {
    for (;;) {
      let next: IteratorResult<ExcelJS.Row>;
      try {
        next = await rows.next();
      } catch (cause) {
        throw new HotsheetFileError(UPLOAD_ERRORS.excelType, undefined, undefined, { cause });
      }
      if (next.done) break;
      const row = next.value;
      if (!columns) {
        columns = headerColumns(row, type);
        continue;
      }
      const cells: HotsheetCells = {};
      let blank = true;
      for (const [index, key] of columns) {
        let value = plainCell(row.getCell(index).value);
        if (sheet.date1904 && typeof value === 'number' && DATE_COLUMNS.has(key)) value += DATE_1904_SHIFT;
        if (blank && cellText(value) !== '') blank = false;
        cells[key] = value;
      }
      if (!blank) yield { rowNumber: row.number, cells };
    }
  } finally {
    // Stops the unpacking when the reader leaves early.
    await rows.return?.(undefined);
  }
  // A sheet without even a header row fits no type.
  if (!columns) headerColumns(undefined, type);
}

function headerColumns(row: ExcelJS.Row | undefined, type: TicketType): Map<number, HotsheetColumnKey> {
  const headers = new Map<number, string>();
  row?.eachCell({ includeEmpty: false }, (cell, index) => headers.set(index, cellText(plainCell(cell.value))));
  const { columns, problems } = mapHotsheetHeaders(type, headers);
  if (problems.length) {
    throw new HotsheetFileError(
      IMPORT_ERRORS.headers,
      undefined,
      problems.map((p) => ({ field: p.column, message: IMPORT_HEADER_PROBLEMS[p.problem] })),
    );
  }
  return columns;
}

/**
 * Everything the api checks before it accepts an upload: the zip, the sheet and its headers, and
 * the number of data rows (at least one, at most maxRows). Stops reading once the limit is passed.
 */
export async function inspectHotsheetFile(file: string, type: TicketType, maxRows: number = HOTSHEET_LIMITS.maxRows): Promise<{ rows: number }> {
  await checkHotsheetZip(file);
  let rows = 0;
  for await (const _row of readHotsheetRows(file, type)) {
    rows += 1;
    if (rows > maxRows) throw new HotsheetFileError(IMPORT_ERRORS.tooManyRows, { max: maxRows });
  }
  if (rows === 0) throw new HotsheetFileError(IMPORT_ERRORS.empty);
  return { rows };
}

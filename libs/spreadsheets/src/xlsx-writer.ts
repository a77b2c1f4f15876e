import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { BANGKOK_OFFSET_MS, type Locale } from '@voc/domain';

/**
 * The shared machinery of every spreadsheet the server writes (exports, the import template and
 * problem file): exceljs's streaming WorkbookWriter (no shared strings, styles on) straight to a
 * stream, rows written as they come, so memory does not grow with the row count.
 *
 * - Headers in the user's language, bold, frozen; column widths from the column definitions.
 * - Styles are defined once per column (number format by kind) in the workbook's style table,
 *   never built per cell.
 * - Dates are real Excel dates, shown in Thai time; numbers are numbers.
 * - Text is always a typed text cell (an inline string), so a value starting with = + - @ never
 *   becomes a formula, and it stays exactly as it was (a tel "+66..." stays "+66...").
 * - No shared strings table (it would hold every distinct text in memory until the end).
 * - The writer waits whenever compression or the destination falls behind (see caughtUp).
 */
export type SheetCellValue = string | number | boolean | Date | null | undefined;
export type SheetColumnKind = 'text' | 'integer' | 'decimal' | 'percent' | 'date' | 'datetime';

export interface SheetColumn<Row> {
  key: string;
  header: Record<Locale, string>;
  width: number;
  kind: SheetColumnKind;
  value(row: Row): SheetCellValue;
}

export interface SheetSpec<Row> {
  name: string;
  columns: readonly SheetColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
}

/** A sheet of any row type, as writeWorkbook takes them (make one with sheetOf). */
export interface AnySheet {
  readonly name: string;
  readonly spec: SheetSpec<unknown>;
}

export function sheetOf<Row>(spec: SheetSpec<Row>): AnySheet {
  return { name: spec.name, spec: spec as unknown as SheetSpec<unknown> };
}

const COLUMN_STYLES: Record<SheetColumnKind, Partial<ExcelJS.Style>> = {
  text: {},
  integer: { numFmt: '#,##0' },
  decimal: { numFmt: '#,##0.00' },
  percent: { numFmt: '0.0%' },
  date: { numFmt: 'dd/mm/yyyy' },
  datetime: { numFmt: 'dd/mm/yyyy hh:mm' },
};

const FORMULA_LIKE = /^[=+\-@\t\r]/;
/** Rows between checks that the destination keeps up (then we wait for it to drain). */
const DRAIN_EVERY = 256;
/** Bytes a stream may hold before we wait for it. */
const HIGH_WATER = 256 * 1024;

/**
 * A value as exceljs's own row model should take it (for workbooks built with exceljs rows, such
 * as the benchmark's in-memory baseline): dates moved to Thai wall time, formula-like text made
 * inline rich text. writeWorkbook renders its rows itself (RowRenderer) to the same effect.
 */
export function cellValue(value: SheetCellValue, kind: SheetColumnKind): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // Excel dates have no zone: write the Bangkok wall clock (UTC+7 all year).
    return new Date(value.getTime() + (kind === 'date' || kind === 'datetime' ? BANGKOK_OFFSET_MS : 0));
  }
  if (typeof value === 'string' && FORMULA_LIKE.test(value)) return { richText: [{ text: value }] };
  return value;
}

/** The parts of a writable's state we wait on (node's and readable-stream's writables alike). */
interface WritableState {
  destroyed?: boolean;
  _writableState?: { length: number; needDrain: boolean };
}

/** Waits until `stream` has taken its buffered writes; fails if it closes first (the client went away). */
async function drained(stream: Writable): Promise<void> {
  const state = (stream as unknown as WritableState)._writableState;
  if ((stream as unknown as WritableState).destroyed) throw new Error('the spreadsheet destination closed');
  if (!state || state.length < HIGH_WATER || !state.needDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the spreadsheet destination closed'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/**
 * The stream a worksheet's XML is written into (archiver's input for the sheet). exceljs pushes
 * rows into it without heeding backpressure, so its buffer is where unwritten data piles up when
 * compression or the destination falls behind: we wait on it, and on the destination, every few
 * hundred rows. Without this the whole uncompressed sheet can end up in memory.
 */
function worksheetSink(worksheet: ExcelJS.Worksheet): Writable | undefined {
  const pipes = (worksheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes;
  return pipes?.[0];
}

async function caughtUp(out: Writable, worksheet: ExcelJS.Worksheet): Promise<void> {
  await drained(out);
  const sink = worksheetSink(worksheet);
  if (sink) await drained(sink);
  // Let compression and file writes run even when rows come without I/O of their own.
  await new Promise((resolve) => setImmediate(resolve));
}

export interface WriteOptions {
  locale: Locale;
  /** Called every `progressEvery` rows and at the end, with the rows written so far. */
  onProgress?: (rows: number) => Promise<void> | void;
  progressEvery?: number;
  creator?: string;
}

/** exceljs's worksheet writer, as far as the row fast path below uses it. */
interface WorksheetInternals {
  stream: { write(chunk: string): unknown };
  _rowZero: number;
}

interface StyleTable {
  addStyleModel(model: Partial<ExcelJS.Style>, cellType: ExcelJS.ValueType): number;
}

// XML 1.0 forbids these control characters in cell text: they are what this pattern is for.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex
const INVALID_XML_ALL = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const XML_SPECIAL = /[&<>]/;
/** Text whose spaces or line breaks a reader would drop without xml:space="preserve". */
const NEEDS_PRESERVE = /^\s|\s$|[\t\n\r]|\s\s/;
const XML_SPECIAL_ALL = /[&<>]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Excel's limit of characters in a cell. */
const MAX_CELL_TEXT = 32_767;
const EXCEL_EPOCH_DAYS = 25_569;

function xmlText(text: string): string {
  let value = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  if (INVALID_XML.test(value)) value = value.replace(INVALID_XML_ALL, '');
  return XML_SPECIAL.test(value) ? value.replace(XML_SPECIAL_ALL, (c) => ENTITIES[c]) : value;
}

function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * Data rows rendered straight into the worksheet's XML stream. exceljs builds a Row, a Cell and
 * a value object per cell and renders each through its XML model: most of an export's time
 * (measured: about 3 times slower at 35 columns). The workbook, its styles, the header row and
 * the sheet's frame stay exceljs's; each row here is one string in the same markup:
 * - text: an inline string cell (t="inlineStr"): typed text, never a formula, whatever it starts
 *   with; characters XML cannot carry are dropped, text is cut at Excel's 32,767 characters;
 * - numbers: a number cell with the column's number format;
 * - dates: the Excel serial of the Thai wall clock with the column's date format;
 * - empty values: no cell.
 */
class RowRenderer<Row> {
  private readonly refs: string[];

  constructor(
    private readonly columns: readonly SheetColumn<Row>[],
    private readonly styleIds: readonly number[],
  ) {
    this.refs = columns.map((_, i) => columnLetters(i));
  }

  render(row: Row, rowNumber: number): string {
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < this.columns.length; i++) {
      const column = this.columns[i];
      const value = column.value(row);
      if (value === null || value === undefined || value === '') continue;
      const ref = `${this.refs[i]}${rowNumber}`;
      const style = this.styleIds[i] ? ` s="${this.styleIds[i]}"` : '';
      if (typeof value === 'string') {
        const space = NEEDS_PRESERVE.test(value) ? ' xml:space="preserve"' : '';
        xml += `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
      } else if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
      } else if (typeof value === 'boolean') {
        xml += `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
      } else if (!Number.isNaN(value.getTime())) {
        const shift = column.kind === 'date' || column.kind === 'datetime' ? BANGKOK_OFFSET_MS : 0;
        xml += `<c r="${ref}"${style}><v>${(value.getTime() + shift) / 86_400_000 + EXCEL_EPOCH_DAYS}</v></c>`;
      }
    }
    return `${xml}</row>`;
  }
}

const VALUE_TYPE: Record<SheetColumnKind, ExcelJS.ValueType> = {
  text: ExcelJS.ValueType.String,
  integer: ExcelJS.ValueType.Number,
  decimal: ExcelJS.ValueType.Number,
  percent: ExcelJS.ValueType.Number,
  date: ExcelJS.ValueType.Date,
  datetime: ExcelJS.ValueType.Date,
};

/** Characters of row XML gathered before they are handed to the worksheet stream. */
const WRITE_CHUNK = 64 * 1024;

/** Writes the sheets to `out` as one xlsx; resolves once the file is complete. Answers rows written. */
export async function writeWorkbook(out: Writable, sheets: readonly AnySheet[], options: WriteOptions): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
    // Fast compression: exports are written once and read once; level 1 keeps the compressor
    // ahead of the rows on two cores (the default, 6, held the writer back).
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = options.creator ?? 'VOC';
  const styleTable = (workbook as unknown as { styles: StyleTable }).styles;
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('close', resolve);
    out.once('error', reject);
  });
  let written = 0;
  const every = options.progressEvery ?? 1000;
  for (const { spec: sheet } of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header[options.locale],
      key: column.key,
      width: column.width,
      style: COLUMN_STYLES[column.kind],
    }));
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    // Styles once per column, registered in the workbook's style table.
    const styleIds = sheet.columns.map((column) => styleTable.addStyleModel({ ...COLUMN_STYLES[column.kind] }, VALUE_TYPE[column.kind]));
    const renderer = new RowRenderer(sheet.columns, styleIds);
    const internals = worksheet as unknown as WorksheetInternals;
    let rowNumber = 1;
    let pending = '';
    const flush = () => {
      if (pending) internals.stream.write(pending);
      pending = '';
    };
    for await (const row of sheet.rows) {
      rowNumber += 1;
      pending += renderer.render(row, rowNumber);
      if (pending.length >= WRITE_CHUNK) flush();
      written += 1;
      if (written % DRAIN_EVERY === 0) {
        flush();
        await caughtUp(out, worksheet);
      }
      if (options.onProgress && written % every === 0) await options.onProgress(written);
    }
    flush();
    internals._rowZero = rowNumber + 1;
    worksheet.commit();
  }
  await workbook.commit();
  await finished;
  await options.onProgress?.(written);
  return written;
}

import ExcelJS from 'exceljs';
import WorksheetReader from 'exceljs/lib/stream/xlsx/worksheet-reader';
import { createReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { ZipEntryInfo } from './zip-guard';

/**
 * Streams one worksheet of an xlsx with exceljs's own parsers (shared strings, workbook, rows),
 * fed by our zip reader instead of the WorkbookReader's sequential unzip. Why:
 *
 * - exceljs 4.4's streaming reader decodes every chunk of XML on its own (TextDecoder without
 *   stream mode), so a multi-byte character split across two chunks is lost: Thai text, three
 *   bytes a character, comes out with U+FFFD here and there (measured: about 1 row in 200 of a
 *   20,000-row sheet). We hand the parsers text decoded with setEncoding('utf8'), whose decoder
 *   keeps split characters whole.
 * - The WorkbookReader unpacks entries in file order and writes every worksheet that comes before
 *   sharedStrings.xml (Excel's usual order) to a temporary file first. Reading entries by their
 *   directory offsets, we load the shared strings first and stream the sheet straight from the
 *   zip, with nothing on disk and nothing left behind when reading stops early.
 *
 * Memory: the shared strings are kept (cells point into them); rows are parsed as they stream.
 * Styles and hyperlinks are not read, so date cells arrive as Excel serial numbers.
 */
interface WorkbookInternals {
  sharedStrings?: unknown[];
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ name: string; id: number; rId: string }> };
  properties?: { model?: { date1904?: boolean } };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
}

const READER_OPTIONS = { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' } as const;

/** An entry's content as UTF-8 text chunks, unpacked as it is read. */
export function entryText(file: string, entry: ZipEntryInfo): Readable {
  if (entry.compressedSize === 0) return Readable.from([]);
  const raw = createReadStream(file, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
  const out: Readable = entry.method === 8 ? pipeline(raw, createInflateRaw(), () => undefined) : raw;
  out.setEncoding('utf8');
  return out;
}

function internals(reader: ExcelJS.stream.xlsx.WorkbookReader): WorkbookInternals {
  const candidate = reader as unknown as WorkbookInternals;
  if (typeof candidate._parseRels !== 'function' || typeof candidate._parseWorkbook !== 'function' || typeof candidate._parseSharedStrings !== 'function') {
    throw new Error('exceljs stream reader internals changed: review libs/ticketing/src/spreadsheets/xlsx-stream-reader.ts');
  }
  return candidate;
}

const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

export interface XlsxSheetStream {
  rows: AsyncIterable<ExcelJS.Row>;
  /** The workbook counts dates from 1904 (old Mac Excel). */
  date1904: boolean;
}

/**
 * Opens the sheet called `sheetName` (letter case ignored) for streaming; null when the workbook
 * has no such sheet. `entries` come from readZipDirectory, which has checked the file.
 */
export async function openXlsxSheet(file: string, entries: readonly ZipEntryInfo[], sheetName: string): Promise<XlsxSheetStream | null> {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, READER_OPTIONS);
  const workbook = internals(reader);
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  const book = byName.get('xl/workbook.xml');
  if (!rels || !book) return null;
  await workbook._parseRels(entryText(file, rels));
  await workbook._parseWorkbook(entryText(file, book));
  const sheet = workbook.model?.sheets?.find((s) => s.name.trim().toLowerCase() === sheetName.toLowerCase());
  const target = sheet && workbook.workbookRels?.find((r) => r.Id === sheet.rId)?.Target;
  const sheetEntry = target ? byName.get(partPath(target)) : undefined;
  if (!sheet || !sheetEntry) return null;
  const strings = byName.get('xl/sharedStrings.xml');
  workbook.sharedStrings = [];
  if (strings) {
    for await (const _ of workbook._parseSharedStrings(entryText(file, strings))) {
      // cache mode: the parser fills workbook.sharedStrings and yields nothing
    }
  }
  const worksheet = new WorksheetReader({ workbook, id: sheet.id, iterator: entryText(file, sheetEntry), options: READER_OPTIONS });
  return { rows: worksheet, date1904: Boolean(workbook.properties?.model?.date1904) };
}

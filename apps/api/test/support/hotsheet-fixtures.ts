import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { HOTSHEET_SHEET_NAME, hotsheetColumns, hotsheetHeader, type HotsheetColumnKey, type TicketType } from '@voc/domain';
import type { CallResult, TestApi } from './test-api';

export type SheetRow = Partial<Record<HotsheetColumnKey, string | number | Date | null>>;

let sequence = 0;

/** A valid showroom hotsheet row for `dealerCode`, unique by tel and description. */
export function hotsheetRow(dealerCode: string, overrides: SheetRow = {}): SheetRow {
  sequence += 1;
  return {
    dealer_code: dealerCode,
    created_oa_date: '2026-03-15 09:30',
    title: 'คุณ',
    name: `ลูกค้า ทดสอบ ${sequence}`,
    tel: `08${String(10000000 + ((sequence * 7919 + Date.now()) % 89999999)).padStart(8, '0')}`,
    email: 'customer@example.com',
    age: 40,
    car_model: 'Almera',
    complaint_categories: 'A01',
    complaint_description: `ไม่ได้รับการติดต่อกลับ ${sequence} ${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

export interface SheetOptions {
  type?: TicketType;
  sheetName?: string;
  /** Header texts instead of the template's. */
  headers?: string[];
  /** Shared strings, as Excel writes them (default), or inline strings. */
  sharedStrings?: boolean;
}

/** An xlsx hotsheet as bytes, written by exceljs's streaming writer. */
export async function hotsheetFile(rows: SheetRow[], options: SheetOptions = {}): Promise<Buffer> {
  const columns = hotsheetColumns(options.type ?? 'showroom');
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => out.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: options.sharedStrings ?? true, useStyles: false });
  const sheet = workbook.addWorksheet(options.sheetName ?? HOTSHEET_SHEET_NAME);
  sheet.addRow(options.headers ?? columns.map(hotsheetHeader)).commit();
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? null)).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

export function uploadHotsheet(sut: TestApi, token: string, bytes: Buffer, options: { type?: TicketType; name?: string } = {}): Promise<CallResult<any>> {
  const form = new FormData();
  form.append('type', options.type ?? 'showroom');
  form.append('file', new Blob([new Uint8Array(bytes)]), options.name ?? 'hotsheet.xlsx');
  return sut.call('POST', '/imports/hotsheet', { token, body: form });
}

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Sizes to write in the headers instead of the true ones (a lying or bomb-like zip). */
  declaredSize?: number;
  store?: boolean;
}

/** A zip built byte by byte, so tests can make it say what they need. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const body = part.store ? part.data : deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(part.store ? 0 : 8, 8);
    local.writeUInt32LE(0, 14); // crc not checked by the guard
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(part.store ? 0 : 8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Reads an xlsx answer back: every sheet's rows as arrays of cell values. */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** Fetches a download as bytes with its headers. */
export async function download(sut: TestApi, path: string, token: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: Buffer; headers: Headers; json?: any }> {
  const response = await fetch(`${sut.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined;
  return { status: response.status, bytes, headers: response.headers, json };
}

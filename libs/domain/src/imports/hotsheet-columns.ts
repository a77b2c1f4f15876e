import type { TicketType } from '../tickets/ticket-kinds';

/**
 * The hotsheet (hot-alert) spreadsheet: one sheet, a header row, one complaint a row. Headers are
 * Thai with an English hint, as the template writes them; a file may also use the English hint
 * or the column key alone, in any order. Required columns are marked * in the template.
 */
export const HOTSHEET_SHEET_NAME = 'Hotsheet';

/** Limits of one upload (SPEC.md §5: xlsx only). The screen shows them from /imports/hotsheet/limits. */
export const HOTSHEET_LIMITS = {
  /** The uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows under the header. */
  maxRows: 20_000,
  /** Zip entries an xlsx may hold (a workbook has a dozen or two). */
  maxZipEntries: 500,
  /** Total uncompressed size the zip's central directory may declare (the zip-bomb guard). */
  maxUncompressedBytes: 256 * 1024 * 1024,
} as const;

export type HotsheetColumnKind = 'text' | 'dealer' | 'datetime' | 'date' | 'tel' | 'email' | 'integer' | 'categories';

export const HOTSHEET_COLUMN_KEYS = [
  'crm_case_no',
  'dealer_code',
  'created_oa_date',
  'title',
  'name',
  'tel',
  'email',
  'age',
  'address',
  'car_model',
  'chassis_number',
  'registration_number',
  'delivered_date',
  'job_id',
  'staff_name',
  'complaint_categories',
  'category_other',
  'complaint_description',
  'complaint_customer_want',
] as const;
export type HotsheetColumnKey = (typeof HOTSHEET_COLUMN_KEYS)[number];

export interface HotsheetColumn {
  key: HotsheetColumnKey;
  th: string;
  en: string;
  required: boolean;
  kind: HotsheetColumnKind;
  /** Ticket types whose sheet has the column. */
  types: readonly TicketType[];
  /** Column width in the template and in the problem file (characters). */
  width: number;
}

const BOTH: readonly TicketType[] = ['showroom', 'service'];

export const HOTSHEET_COLUMNS: readonly HotsheetColumn[] = [
  { key: 'crm_case_no', th: 'เลขที่เคส CRM', en: 'CRM case no.', required: false, kind: 'text', types: BOTH, width: 16 },
  { key: 'dealer_code', th: 'รหัสผู้แทนจำหน่าย', en: 'Dealer code', required: true, kind: 'dealer', types: BOTH, width: 14 },
  { key: 'created_oa_date', th: 'วันที่รับเรื่อง', en: 'Complaint date', required: true, kind: 'datetime', types: BOTH, width: 18 },
  { key: 'title', th: 'คำนำหน้า', en: 'Title', required: false, kind: 'text', types: BOTH, width: 10 },
  { key: 'name', th: 'ชื่อ-นามสกุลลูกค้า', en: 'Customer name', required: true, kind: 'text', types: BOTH, width: 24 },
  { key: 'tel', th: 'เบอร์โทรศัพท์', en: 'Tel', required: true, kind: 'tel', types: BOTH, width: 14 },
  { key: 'email', th: 'อีเมล', en: 'Email', required: false, kind: 'email', types: BOTH, width: 24 },
  { key: 'age', th: 'อายุ', en: 'Age', required: false, kind: 'integer', types: BOTH, width: 8 },
  { key: 'address', th: 'ที่อยู่', en: 'Address', required: false, kind: 'text', types: BOTH, width: 30 },
  { key: 'car_model', th: 'รุ่นรถ', en: 'Car model', required: false, kind: 'text', types: BOTH, width: 16 },
  { key: 'chassis_number', th: 'เลขตัวถัง', en: 'Chassis number', required: false, kind: 'text', types: BOTH, width: 20 },
  { key: 'registration_number', th: 'ทะเบียนรถ', en: 'Registration number', required: false, kind: 'text', types: BOTH, width: 14 },
  { key: 'delivered_date', th: 'วันที่ส่งมอบรถ', en: 'Delivery date', required: false, kind: 'date', types: ['showroom'], width: 14 },
  { key: 'job_id', th: 'เลขที่ใบสั่งงาน', en: 'Job no.', required: false, kind: 'text', types: ['service'], width: 14 },
  { key: 'staff_name', th: 'ชื่อพนักงาน', en: 'Staff name', required: false, kind: 'text', types: BOTH, width: 20 },
  { key: 'complaint_categories', th: 'รหัสหมวดหมู่ข้อร้องเรียน', en: 'Complaint category codes', required: true, kind: 'categories', types: BOTH, width: 22 },
  { key: 'category_other', th: 'รายละเอียด "อื่น ๆ"', en: 'Others detail', required: false, kind: 'text', types: BOTH, width: 24 },
  { key: 'complaint_description', th: 'รายละเอียดข้อร้องเรียน', en: 'Complaint description', required: true, kind: 'text', types: BOTH, width: 40 },
  { key: 'complaint_customer_want', th: 'ความต้องการของลูกค้า', en: 'What the customer wants', required: false, kind: 'text', types: BOTH, width: 30 },
];

const COLUMNS_OF: Record<TicketType, readonly HotsheetColumn[]> = {
  showroom: HOTSHEET_COLUMNS.filter((column) => column.types.includes('showroom')),
  service: HOTSHEET_COLUMNS.filter((column) => column.types.includes('service')),
};

/** The columns of one type's sheet, in template order. */
export function hotsheetColumns(type: TicketType): HotsheetColumn[] {
  return [...COLUMNS_OF[type]];
}

/** Whether the type's sheet has the column. */
export function hasHotsheetColumn(type: TicketType, key: HotsheetColumnKey): boolean {
  return COLUMNS_OF[type].some((column) => column.key === key);
}

/** The header the template writes: Thai, the English hint in brackets, * when required. */
export function hotsheetHeader(column: HotsheetColumn): string {
  return `${column.th} (${column.en})${column.required ? ' *' : ''}`;
}

const normalizeLabel = (label: string) =>
  label
    .normalize('NFC')
    .trim()
    .replace(/\s*\*$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Whether a header cell names the column: the template header, the Thai, the English or the key. */
export function headerNamesColumn(header: string, column: HotsheetColumn): boolean {
  const label = normalizeLabel(header);
  return [hotsheetHeader(column), column.th, column.en, column.key].some((candidate) => normalizeLabel(candidate) === label);
}

export interface HeaderProblem {
  /** The column key, or the header text as found for an unknown header. */
  column: string;
  problem: 'missing' | 'unknown' | 'repeated';
}

/**
 * Maps a header row (cell texts by 1-based column number) to the type's columns. Every required
 * column must be there, no header may be unknown or repeated; empty header cells are ignored.
 */
export function mapHotsheetHeaders(type: TicketType, headers: ReadonlyMap<number, string>): { columns: Map<number, HotsheetColumnKey>; problems: HeaderProblem[] } {
  const known = hotsheetColumns(type);
  const columns = new Map<number, HotsheetColumnKey>();
  const problems: HeaderProblem[] = [];
  for (const [index, header] of headers) {
    if (header.trim() === '') continue;
    const column = known.find((c) => headerNamesColumn(header, c));
    if (!column) problems.push({ column: header.trim(), problem: 'unknown' });
    else if ([...columns.values()].includes(column.key)) problems.push({ column: column.key, problem: 'repeated' });
    else columns.set(index, column.key);
  }
  const found = new Set(columns.values());
  for (const column of known) {
    if (column.required && !found.has(column.key)) problems.push({ column: column.key, problem: 'missing' });
  }
  return { columns, problems };
}

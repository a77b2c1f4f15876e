import type { Writable } from 'node:stream';
import type { ImportProblemView } from '@voc/contracts';
import {
  CAR_MODELS,
  COMPLAINT_CATEGORY_GROUPS,
  HOTSHEET_SHEET_NAME,
  hotsheetColumns,
  hotsheetHeader,
  inTicketScope,
  ticketScope,
  type HotsheetColumn,
  type HotsheetColumnKey,
  type Locale,
  type Principal,
  type TicketType,
} from '@voc/domain';
import { columnLabel, importText } from './import-texts';
import { sheetOf, writeWorkbook, type SheetCellValue, type SheetColumn, type SheetColumnKind } from '@voc/spreadsheets';
import type { SqlRunner } from '@voc/sql';

const both = (th: string, en: string): Record<Locale, string> => ({ 'th-TH': `${th} (${en})`, 'en-US': en });
const same = (text: string): Record<Locale, string> => ({ 'th-TH': text, 'en-US': text });

const KIND_OF: Record<HotsheetColumn['kind'], SheetColumnKind> = {
  text: 'text',
  dealer: 'text',
  datetime: 'datetime',
  date: 'date',
  tel: 'text',
  email: 'text',
  integer: 'integer',
  categories: 'text',
};

function sheetColumns(type: TicketType): SheetColumn<Partial<Record<HotsheetColumnKey, SheetCellValue>>>[] {
  return hotsheetColumns(type).map((column) => ({
    key: column.key,
    header: same(hotsheetHeader(column)),
    width: column.width,
    kind: KIND_OF[column.kind],
    value: (row) => row[column.key],
  }));
}

function exampleRow(type: TicketType, dealerCode: string, now: Date): Partial<Record<HotsheetColumnKey, SheetCellValue>> {
  const yesterday = new Date(Math.floor(now.getTime() / 60000) * 60000 - 24 * 3600 * 1000);
  const showroom = type === 'showroom';
  return {
    crm_case_no: 'CRM-2026-000123',
    dealer_code: dealerCode,
    created_oa_date: yesterday,
    title: 'คุณ',
    name: 'สมชาย ใจดี',
    tel: '0812345678',
    email: 'somchai@example.com',
    age: 35,
    address: '99 ถนนสุขุมวิท กรุงเทพมหานคร 10110',
    car_model: showroom ? 'Almera' : 'Navara',
    chassis_number: 'MNTBBAN18Z0000001',
    registration_number: 'กข 1234 กรุงเทพมหานคร',
    delivered_date: showroom ? new Date(yesterday.getTime() - 30 * 24 * 3600 * 1000) : undefined,
    job_id: showroom ? undefined : 'JOB-000123',
    staff_name: 'สมหญิง รักงาน',
    complaint_categories: showroom ? 'A01, A99' : 'S02, S99',
    category_other: showroom ? 'ที่จอดรถไม่เพียงพอ' : 'รอรับรถนาน',
    complaint_description: showroom ? 'พนักงานขายไม่ติดต่อกลับตามนัด' : 'ซ่อมแล้วอาการเดิมยังอยู่',
    complaint_customer_want: 'ต้องการให้ผู้จัดการติดต่อกลับ',
  };
}

interface CodesRow {
  dealer?: { code: string; name: string; branch: string };
  model?: string;
  category?: { code: string; note: string };
}

/**
 * The hotsheet template of a type: the data sheet (headers only, in Thai with English hints,
 * required marked *), an example sheet with one filled row, and the codes to use: the open
 * dealers inside the user's scope, car models, and the type's complaint category codes.
 */
export async function writeHotsheetTemplate(db: SqlRunner, principal: Principal, type: TicketType, out: Writable, now = new Date()): Promise<void> {
  const scope = ticketScope(principal);
  const showroom = type === 'showroom';
  const dealers = (
    await db.query<Array<{ id: string; dealer_code: string; dealer_name: string; branch_name: string; area: string | null; region: string | null }>>(
      `SELECT id, dealer_code, dealer_name, branch_name, ${showroom ? 'sale_area_code' : 'service_area_code'} AS area,
         ${showroom ? 'dealer_sales_region' : 'dealer_service_region'} AS region
       FROM dealers WHERE status = 'normal' ORDER BY dealer_code`,
    )
  ).filter((d) => inTicketScope(scope, { type, dealerRef: d.id, areaCode: d.area, region: d.region }));
  const categories = COMPLAINT_CATEGORY_GROUPS[type].flatMap((g) =>
    g.codes.map((code) => ({ code, note: code === g.others ? `อื่น ๆ ของกลุ่ม ${g.group}: ใส่รายละเอียดในคอลัมน์ "อื่น ๆ" (Others of group ${g.group}: give the Others detail)` : `กลุ่ม ${g.group} (group ${g.group})` })),
  );
  const codeRows: CodesRow[] = Array.from({ length: Math.max(dealers.length, CAR_MODELS.length, categories.length) }, (_, i) => ({
    dealer: dealers[i] && { code: dealers[i].dealer_code, name: dealers[i].dealer_name, branch: dealers[i].branch_name },
    model: CAR_MODELS[i],
    category: categories[i],
  }));
  const codeColumns: SheetColumn<CodesRow>[] = [
    { key: 'dealer_code', header: same('รหัสผู้แทนจำหน่าย (Dealer code)'), width: 16, kind: 'text', value: (r) => r.dealer?.code },
    { key: 'dealer_name', header: same('ชื่อผู้แทนจำหน่าย (Dealer name)'), width: 30, kind: 'text', value: (r) => r.dealer?.name },
    { key: 'branch_name', header: same('สาขา (Branch)'), width: 24, kind: 'text', value: (r) => r.dealer?.branch },
    { key: 'gap1', header: same(''), width: 3, kind: 'text', value: () => null },
    { key: 'car_model', header: same('รุ่นรถ (Car model)'), width: 18, kind: 'text', value: (r) => r.model },
    { key: 'gap2', header: same(''), width: 3, kind: 'text', value: () => null },
    { key: 'category', header: same('รหัสหมวดหมู่ (Category code)'), width: 16, kind: 'text', value: (r) => r.category?.code },
    { key: 'category_note', header: same('หมายเหตุ (Note)'), width: 60, kind: 'text', value: (r) => r.category?.note },
  ];
  const columns = sheetColumns(type);
  await writeWorkbook(
    out,
    [
      sheetOf({ name: HOTSHEET_SHEET_NAME, columns, rows: [] }),
      sheetOf({ name: 'ตัวอย่าง (Example)', columns, rows: [exampleRow(type, dealers[0]?.dealer_code ?? 'D0001', now)] }),
      sheetOf({ name: 'รหัสอ้างอิง (Codes)', columns: codeColumns, rows: codeRows }),
    ],
    { locale: 'th-TH' },
  );
}

interface ProblemLine {
  row: number;
  column: string;
  reason: string;
  value: string;
}

/** One line per problem: row number, column, reason (in the user's language) and the value as written. */
export async function writeProblemsFile(rows: AsyncIterable<{ row_number: number; problems: ImportProblemView[]; data: Record<string, unknown> }>, out: Writable, locale: Locale): Promise<number> {
  async function* lines(): AsyncGenerator<ProblemLine> {
    for await (const row of rows) {
      for (const problem of row.problems) {
        const value = problem.column ? row.data[problem.column] : undefined;
        yield {
          row: row.row_number,
          column: problem.column ? columnLabel(problem.column, locale) : '',
          reason: importText(problem.message, locale, problem.params),
          value: value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
        };
      }
    }
  }
  const columns: SheetColumn<ProblemLine>[] = [
    { key: 'row', header: both('แถวที่', 'Row'), width: 8, kind: 'integer', value: (l) => l.row },
    { key: 'column', header: both('คอลัมน์', 'Column'), width: 34, kind: 'text', value: (l) => l.column },
    { key: 'reason', header: both('ปัญหา', 'Problem'), width: 70, kind: 'text', value: (l) => l.reason },
    { key: 'value', header: both('ข้อมูลในไฟล์', 'Value in the file'), width: 40, kind: 'text', value: (l) => l.value },
  ];
  return writeWorkbook(out, [sheetOf({ name: locale === 'th-TH' ? 'ปัญหา (Problems)' : 'Problems', columns, rows: lines() })], { locale });
}

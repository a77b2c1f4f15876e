import { THAI_SQL, COMPLAINT_CATEGORY_GROUPS, countedCategories, type ComplaintCategories, type Locale, type TicketType } from '@voc/domain';
import type { SheetColumn, SheetColumnKind } from '@voc/spreadsheets';

/** A ticket as the exports read it (one row per ticket, dealer joined). */
export interface ExportTicketRow {
  id: string;
  case_no: string;
  crm_case_no: string | null;
  job_id: string | null;
  type: TicketType;
  source: string;
  status: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
  area_code: string | null;
  region: string | null;
  title: string | null;
  name: string;
  age: number | null;
  email: string | null;
  tel: string;
  car_model: string | null;
  chassis_number: string | null;
  registration_number: string | null;
  delivered_date: Date | null;
  staff_name: string | null;
  complaint_categories: ComplaintCategories;
  complaint_description: string | null;
  complaint_customer_want: string | null;
  complaint_root_cause: string | null;
  complaint_solution: string | null;
  created_date: Date;
  created_oa_date: Date;
  updated_date: Date;
  issued_date: Date | null;
  approved_date: Date | null;
  closed_loop_date: Date | null;
  verify_status: string;
  satisfied: string | null;
  contacted_status: number | null;
  cancel_description: string | null;
}

const DATE_FIELDS = ['delivered_date', 'created_date', 'created_oa_date', 'updated_date', 'issued_date', 'approved_date', 'closed_loop_date'] as const;

/** A timestamp as epoch milliseconds (a float8 is parsed far faster than a timestamp's text). */
const epochMs = (expression: string, as: string) => `(extract(epoch from ${expression}) * 1000)::float8 AS ${as}`;

/**
 * The columns the ticket exports select (alias t = tickets, d = dealers); dates arrive as epoch
 * milliseconds and become Dates in toExportTicketRow.
 */
export const EXPORT_TICKET_SELECT = `
  t.id, t.case_no, t.crm_case_no, t.job_id, t.type, t.source, t.status, d.dealer_code, d.dealer_name, d.dealer_name_en,
  d.branch_name, d.branch_name_en, t.area_code, t.region, t.title, t.name, t.age, t.email, t.tel, t.car_model,
  t.chassis_number, t.registration_number, ${epochMs(THAI_SQL.instantOfLocal('t.delivered_date'), 'delivered_date')},
  t.staff_name, t.complaint_categories, t.complaint_description, t.complaint_customer_want, t.complaint_root_cause,
  t.complaint_solution, ${epochMs('t.created_date', 'created_date')}, ${epochMs('t.created_oa_date', 'created_oa_date')},
  ${epochMs('t.updated_date', 'updated_date')}, ${epochMs('t.issued_date', 'issued_date')}, ${epochMs('t.approved_date', 'approved_date')},
  ${epochMs('t.closed_loop_date', 'closed_loop_date')}, t.verify_status, t.review->>'satisfied' AS satisfied,
  (t.review->>'contacted_status')::int AS contacted_status, t.cancel_description`;

/** A row as EXPORT_TICKET_SELECT reads it, its dates made Dates (in place). */
export function toExportTicketRow(raw: Record<string, unknown>): ExportTicketRow {
  for (const field of DATE_FIELDS) {
    const ms = raw[field];
    if (typeof ms === 'number') raw[field] = new Date(ms);
  }
  return raw as unknown as ExportTicketRow;
}

const h = (th: string, en: string): Record<Locale, string> => ({ 'th-TH': th, 'en-US': en });

type Column = SheetColumn<ExportTicketRow>;
const col = (key: string, header: Record<Locale, string>, width: number, kind: SheetColumnKind, value: Column['value']): Column => ({ key, header, width, kind, value });

/** Ticked category codes (free text left out), e.g. "A01, A99". */
const categoryCodes = (row: ExportTicketRow) => countedCategories(row.complaint_categories ?? {}).join(', ');

/** The "Others" free texts of the ticket's type, e.g. "A100: ..." */
function otherDetails(row: ExportTicketRow): string {
  return COMPLAINT_CATEGORY_GROUPS[row.type]
    .map((g) => row.complaint_categories?.[g.freeText])
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .join(' / ');
}

const daysToClose = (row: ExportTicketRow) =>
  row.approved_date ? Math.round(((row.approved_date.getTime() - row.created_date.getTime()) / 86_400_000) * 100) / 100 : null;

const COLUMNS = {
  case_no: col('case_no', h('เลขที่เคส', 'Case no.'), 16, 'text', (r) => r.case_no),
  crm_case_no: col('crm_case_no', h('เลขที่เคส CRM', 'CRM case no.'), 16, 'text', (r) => r.crm_case_no),
  job_id: col('job_id', h('เลขที่ใบสั่งงาน', 'Job no.'), 14, 'text', (r) => r.job_id),
  type: col('type', h('ประเภท', 'Type'), 10, 'text', (r) => r.type),
  source: col('source', h('แหล่งที่มา', 'Source'), 14, 'text', (r) => r.source),
  status: col('status', h('สถานะ', 'Status'), 8, 'text', (r) => r.status),
  dealer_code: col('dealer_code', h('รหัสผู้แทนจำหน่าย', 'Dealer code'), 14, 'text', (r) => r.dealer_code),
  dealer_name: col('dealer_name', h('ผู้แทนจำหน่าย', 'Dealer'), 28, 'text', (r) => r.dealer_name),
  branch_name: col('branch_name', h('สาขา', 'Branch'), 22, 'text', (r) => r.branch_name),
  area_code: col('area_code', h('เขต', 'Area'), 8, 'text', (r) => r.area_code),
  region: col('region', h('ภาค', 'Region'), 10, 'text', (r) => r.region),
  created_oa_date: col('created_oa_date', h('วันที่รับเรื่อง', 'Complaint date'), 17, 'datetime', (r) => r.created_oa_date),
  created_date: col('created_date', h('วันที่สร้างเคส', 'Created'), 17, 'datetime', (r) => r.created_date),
  updated_date: col('updated_date', h('แก้ไขล่าสุด', 'Updated'), 17, 'datetime', (r) => r.updated_date),
  title: col('title', h('คำนำหน้า', 'Title'), 8, 'text', (r) => r.title),
  name: col('name', h('ชื่อลูกค้า', 'Customer name'), 24, 'text', (r) => r.name),
  age: col('age', h('อายุ', 'Age'), 6, 'integer', (r) => r.age),
  tel: col('tel', h('เบอร์โทรศัพท์', 'Tel'), 14, 'text', (r) => r.tel),
  email: col('email', h('อีเมล', 'Email'), 24, 'text', (r) => r.email),
  car_model: col('car_model', h('รุ่นรถ', 'Car model'), 14, 'text', (r) => r.car_model),
  chassis_number: col('chassis_number', h('เลขตัวถัง', 'Chassis number'), 20, 'text', (r) => r.chassis_number),
  registration_number: col('registration_number', h('ทะเบียนรถ', 'Registration'), 14, 'text', (r) => r.registration_number),
  delivered_date: col('delivered_date', h('วันที่ส่งมอบรถ', 'Delivered'), 12, 'date', (r) => r.delivered_date),
  staff_name: col('staff_name', h('พนักงาน', 'Staff'), 18, 'text', (r) => r.staff_name),
  categories: col('categories', h('หมวดหมู่ข้อร้องเรียน', 'Complaint categories'), 18, 'text', categoryCodes),
  category_other: col('category_other', h('รายละเอียด "อื่น ๆ"', 'Others detail'), 24, 'text', otherDetails),
  complaint_description: col('complaint_description', h('รายละเอียดข้อร้องเรียน', 'Complaint'), 40, 'text', (r) => r.complaint_description),
  complaint_customer_want: col('complaint_customer_want', h('ความต้องการของลูกค้า', 'Customer wants'), 30, 'text', (r) => r.complaint_customer_want),
  complaint_root_cause: col('complaint_root_cause', h('สาเหตุ', 'Root cause'), 30, 'text', (r) => r.complaint_root_cause),
  complaint_solution: col('complaint_solution', h('แนวทางแก้ไข', 'Solution'), 30, 'text', (r) => r.complaint_solution),
  issued_date: col('issued_date', h('วันที่แก้ไขปัญหา', 'Solved'), 17, 'datetime', (r) => r.issued_date),
  approved_date: col('approved_date', h('วันที่ปิดเคส', 'Completed'), 17, 'datetime', (r) => r.approved_date),
  days_to_close: col('days_to_close', h('จำนวนวันปิดเคส', 'Days to close'), 10, 'decimal', daysToClose),
  closed_loop_date: col('closed_loop_date', h('วันที่ Closed-loop', 'Closed loop'), 17, 'datetime', (r) => r.closed_loop_date),
  verify_status: col('verify_status', h('ผลตรวจสอบ', 'Verification'), 10, 'text', (r) => r.verify_status),
  contacted_status: col('contacted_status', h('ติดต่อภายใน 24 ชม.', 'Contacted in 24 h'), 10, 'integer', (r) => r.contacted_status),
  satisfied: col('satisfied', h('ความพึงพอใจ', 'Satisfied'), 10, 'text', (r) => r.satisfied),
  cancel_description: col('cancel_description', h('เหตุผลยกเลิก', 'Cancel reason'), 24, 'text', (r) => r.cancel_description),
} satisfies Record<string, Column>;

type Key = keyof typeof COLUMNS;
const pick = (...keys: Key[]): Column[] => keys.map((k) => COLUMNS[k]);

/** GET /api/tickets/report/excel: the list's tickets with every field worth reading. */
export const TICKET_LIST_COLUMNS = pick(
  'case_no', 'crm_case_no', 'job_id', 'type', 'source', 'status', 'dealer_code', 'dealer_name', 'branch_name', 'area_code', 'region',
  'created_oa_date', 'created_date', 'updated_date', 'title', 'name', 'age', 'tel', 'email', 'car_model', 'chassis_number',
  'registration_number', 'delivered_date', 'staff_name', 'categories', 'category_other', 'complaint_description',
  'complaint_customer_want', 'complaint_root_cause', 'complaint_solution', 'issued_date', 'approved_date', 'closed_loop_date',
  'verify_status', 'cancel_description',
);

/** /excel/caseclosed: completed tickets, with the closing and the review outcome. */
export const CASE_CLOSED_COLUMNS = pick(
  'case_no', 'crm_case_no', 'type', 'source', 'dealer_code', 'dealer_name', 'branch_name', 'area_code', 'region', 'name', 'tel',
  'car_model', 'created_oa_date', 'created_date', 'issued_date', 'approved_date', 'days_to_close', 'categories', 'category_other',
  'complaint_description', 'complaint_root_cause', 'complaint_solution', 'closed_loop_date', 'verify_status', 'contacted_status', 'satisfied',
);

/** /excel/caseclosed/v1: the short version. */
export const CASE_CLOSED_V1_COLUMNS = pick('case_no', 'dealer_code', 'dealer_name', 'branch_name', 'name', 'tel', 'created_oa_date', 'approved_date', 'days_to_close', 'categories');

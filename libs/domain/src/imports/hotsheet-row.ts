import { inTicketScope, type TicketScope } from '../access/ticket-scope';
import type { DealerRegion } from '../dealers/regions';
import { COMPLAINT_CATEGORY_GROUPS, validateComplaintCategories, type ComplaintCategories } from '../tickets/complaint-categories';
import type { TicketType } from '../tickets/ticket-kinds';
import { bangkokInstant, cellText, cellWallClock, isBlank, isoDay, normalizeThaiTel, type HotsheetCell } from './hotsheet-cells';
import { hotsheetColumns, type HotsheetColumn, type HotsheetColumnKey } from './hotsheet-columns';

/** Message keys of row problems. Generic field keys are the forms' own (contracts FIELD_ERRORS). */
export const HOTSHEET_ROW_PROBLEMS = {
  required: 'errors.field.required',
  email: 'errors.field.email',
  date: 'errors.field.date',
  numeric: 'errors.field.numeric',
  min: 'errors.field.min',
  tel: 'errors.import.row.tel',
  futureDate: 'errors.import.row.futureDate',
  dealerUnknown: 'errors.import.row.dealerUnknown',
  dealerClosed: 'errors.import.row.dealerClosed',
  dealerOutOfScope: 'errors.import.row.dealerOutOfScope',
  duplicateInFile: 'errors.import.row.duplicateInFile',
  duplicateExisting: 'errors.import.row.duplicateExisting',
} as const;

export interface HotsheetRowProblem {
  column: HotsheetColumnKey;
  message: string;
  params?: Record<string, string | number>;
}

/** A dealer branch as the import checks it. */
export interface HotsheetDealer {
  id: string;
  code: string;
  status: 'normal' | 'closed';
  saleAreaCode: string | null;
  serviceAreaCode: string | null;
  salesRegion: DealerRegion | string | null;
  serviceRegion: DealerRegion | string | null;
}

export interface HotsheetRowContext {
  type: TicketType;
  now: Date;
  /** The importer's ticket scope: a dealer outside it is a row problem. */
  scope: TicketScope;
  /** Dealer by code, any letter case. */
  findDealer(code: string): HotsheetDealer | undefined;
}

/** A row's ticket fields, ready for the create-ticket command (with the dealer's id). */
export interface HotsheetTicketData {
  dealer: string;
  dealer_code: string;
  created_oa_date: string;
  crm_case_no?: string;
  title?: string;
  name: string;
  tel: string;
  email?: string;
  age?: number;
  address?: string;
  car_model?: string;
  chassis_number?: string;
  registration_number?: string;
  delivered_date?: string;
  job_id?: string;
  staff_name?: string;
  complaint_categories: ComplaintCategories;
  complaint_description: string;
  complaint_customer_want?: string;
}

export type HotsheetCells = Partial<Record<HotsheetColumnKey, HotsheetCell>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A complaint date may run a little ahead of the server clock, never days ahead. */
const FUTURE_SLACK_MS = 10 * 60 * 1000;

/** Category codes in one cell: "A01, A99" / "a01;a99" / one a line. */
export function parseCategoryCodes(value: HotsheetCell): string[] {
  return [...new Set(cellText(value).toUpperCase().split(/[\s,;|]+/).filter(Boolean))];
}

/**
 * Ticked codes plus the Others detail: the detail goes to the free-text code of every ticked
 * Others heading; with none ticked it goes to the first group's, so the rules say "choose Others".
 */
export function buildCategories(type: TicketType, codes: readonly string[], otherDetail: string): ComplaintCategories {
  const categories: ComplaintCategories = Object.fromEntries(codes.map((code) => [code, true]));
  if (otherDetail) {
    const groups = COMPLAINT_CATEGORY_GROUPS[type];
    const ticked = groups.filter((g) => categories[g.others] === true);
    for (const g of ticked.length ? ticked : [groups[0]]) categories[g.freeText] = otherDetail;
  }
  return categories;
}

function dealerAttributes(type: TicketType, dealer: HotsheetDealer) {
  const showroom = type === 'showroom';
  return {
    type,
    dealerRef: dealer.id,
    areaCode: showroom ? dealer.saleAreaCode : dealer.serviceAreaCode,
    region: showroom ? dealer.salesRegion : dealer.serviceRegion,
  };
}

const columnsOf = (type: TicketType) => {
  const list: readonly HotsheetColumn[] = hotsheetColumns(type);
  return { list, keys: new Set<HotsheetColumnKey>(list.map((c) => c.key)) };
};
const COLUMNS = { showroom: columnsOf('showroom'), service: columnsOf('service') };

/**
 * Checks one row and turns it into ticket fields: required columns, dates (complaint date not in
 * the future), the dealer (known, open, inside the importer's scope), tel, email, age and the
 * complaint categories (SPEC.md §5 rules). Duplicates and the form's length limits are checked
 * by the caller, which sees the whole file and the database.
 */
export function readHotsheetRow(cells: HotsheetCells, ctx: HotsheetRowContext): { data: HotsheetTicketData; problems: HotsheetRowProblem[] } {
  const problems: HotsheetRowProblem[] = [];
  const problem = (column: HotsheetColumnKey, message: string, params?: HotsheetRowProblem['params']) =>
    problems.push(params ? { column, message, params } : { column, message });
  const columns = COLUMNS[ctx.type];
  for (const column of columns.list) {
    if (column.required && isBlank(cells[column.key])) problem(column.key, HOTSHEET_ROW_PROBLEMS.required);
  }
  const text = (key: HotsheetColumnKey) => (columns.keys.has(key) ? cellText(cells[key]) : '');
  const optional = (key: HotsheetColumnKey) => text(key) || undefined;

  const dealerCode = text('dealer_code');
  let dealerId = '';
  if (dealerCode) {
    const dealer = ctx.findDealer(dealerCode);
    if (!dealer) problem('dealer_code', HOTSHEET_ROW_PROBLEMS.dealerUnknown, { code: dealerCode });
    else if (!inTicketScope(ctx.scope, dealerAttributes(ctx.type, dealer))) problem('dealer_code', HOTSHEET_ROW_PROBLEMS.dealerOutOfScope, { code: dealerCode });
    else if (dealer.status !== 'normal') problem('dealer_code', HOTSHEET_ROW_PROBLEMS.dealerClosed, { code: dealerCode });
    else dealerId = dealer.id;
  }

  let createdOa = '';
  if (!isBlank(cells.created_oa_date)) {
    const clock = cellWallClock(cells.created_oa_date);
    if (!clock) problem('created_oa_date', HOTSHEET_ROW_PROBLEMS.date);
    else {
      const instant = bangkokInstant(clock);
      if (instant.getTime() > ctx.now.getTime() + FUTURE_SLACK_MS) problem('created_oa_date', HOTSHEET_ROW_PROBLEMS.futureDate);
      else createdOa = instant.toISOString();
    }
  }

  let deliveredDate: string | undefined;
  if (columns.keys.has('delivered_date') && !isBlank(cells.delivered_date)) {
    const clock = cellWallClock(cells.delivered_date);
    if (clock) deliveredDate = isoDay(clock);
    else problem('delivered_date', HOTSHEET_ROW_PROBLEMS.date);
  }

  let tel = '';
  if (!isBlank(cells.tel)) {
    const normalized = normalizeThaiTel(cells.tel ?? null);
    if (normalized) tel = normalized;
    else problem('tel', HOTSHEET_ROW_PROBLEMS.tel);
  }

  const email = optional('email')?.toLowerCase();
  if (email && !EMAIL.test(email)) problem('email', HOTSHEET_ROW_PROBLEMS.email);

  let age: number | undefined;
  const ageText = text('age');
  if (ageText) {
    if (!/^\d+$/.test(ageText)) problem('age', HOTSHEET_ROW_PROBLEMS.numeric);
    else if (Number(ageText) < 1) problem('age', HOTSHEET_ROW_PROBLEMS.min, { min: 1 });
    else age = Number(ageText);
  }

  const categories = buildCategories(ctx.type, parseCategoryCodes(cells.complaint_categories), text('category_other'));
  if (!isBlank(cells.complaint_categories)) {
    for (const p of validateComplaintCategories(ctx.type, categories)) {
      const column: HotsheetColumnKey = p.code.includes('100') ? 'category_other' : 'complaint_categories';
      problem(column, p.message, p.code ? { code: p.code } : undefined);
    }
  }

  // Built without its undefined fields rather than deleting them after: a deleted property turns
  // the object into a slow dictionary for everything that reads it next (the form's validation,
  // the import key, JSON), once per row of the file (bench:import, issue 34).
  const fields: Record<keyof HotsheetTicketData, unknown> = {
    dealer: dealerId,
    dealer_code: dealerCode,
    created_oa_date: createdOa,
    crm_case_no: optional('crm_case_no'),
    title: optional('title'),
    name: text('name'),
    tel,
    email: email || undefined,
    age,
    address: optional('address'),
    car_model: optional('car_model'),
    chassis_number: optional('chassis_number'),
    registration_number: optional('registration_number'),
    delivered_date: deliveredDate,
    job_id: optional('job_id'),
    staff_name: optional('staff_name'),
    complaint_categories: categories,
    complaint_description: text('complaint_description'),
    complaint_customer_want: optional('complaint_customer_want'),
  };
  const data = {} as Record<string, unknown>;
  for (const key in fields) {
    const value = fields[key as keyof HotsheetTicketData];
    if (value !== undefined) data[key] = value;
  }
  return { data: data as unknown as HotsheetTicketData, problems };
}

/**
 * Which ticket a row stands for, so the same complaint is never imported twice: the CRM case
 * number when the row has one, otherwise the row's own content (type, dealer code, tel, complaint
 * date and description, whitespace and letter case of the text folded). The server hashes the
 * content with SHA-256 and keeps the result on the ticket (tickets.import_key).
 */
export type HotsheetIdentity = { kind: 'crm'; key: string } | { kind: 'content'; material: string };

export function hotsheetIdentity(type: TicketType, data: Pick<HotsheetTicketData, 'crm_case_no' | 'dealer_code' | 'tel' | 'created_oa_date' | 'complaint_description'>): HotsheetIdentity {
  const crm = data.crm_case_no?.trim();
  if (crm) return { kind: 'crm', key: `crm:${crm.toUpperCase()}` };
  const fold = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return { kind: 'content', material: [type, data.dealer_code.toUpperCase(), data.tel, data.created_oa_date, fold(data.complaint_description)].join('\u001f') };
}

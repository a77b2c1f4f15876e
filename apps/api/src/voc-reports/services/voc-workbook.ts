import type { VocCategoryFigure, VocReportAnswer, VocReportRow } from '@voc/contracts';
import { CALLCENTER_OUTCOMES, type Locale } from '@voc/domain';
import { sheetOf, writeWorkbook, type AnySheet, type SheetColumn } from '@voc/spreadsheets';
import type { Writable } from 'node:stream';
import { lateChangesLabel, totalLabel } from '../../reports/services/final-figures-labels';

const GROUPS = ['A', 'F', 'P', 'O', 'S'] as const;
const percent = (value: number | null | undefined) => (value === null || value === undefined ? null : value / 100);
/** The key of a row that only names something (labelRow): its figure cells stay empty. */
const LABEL_ROW = '#label';

const STATUS_COLUMNS: SheetColumn<VocReportRow>[] = CALLCENTER_OUTCOMES.map((status) => ({
  key: `status_${status}`,
  header: { 'th-TH': `สถานะ ${status}`, 'en-US': `Status ${status}` },
  width: 10,
  kind: 'integer',
  value: (row: VocReportRow) => (row.key === LABEL_ROW ? null : (row.by_status?.[status] ?? 0)),
}));

function rowColumns(locale: Locale, outcomes: boolean): SheetColumn<VocReportRow>[] {
  return [
    { key: 'rank', header: { 'th-TH': 'อันดับ', 'en-US': 'Rank' }, width: 8, kind: 'integer', value: (row) => row.rank },
    { key: 'label', header: { 'th-TH': 'รายการ', 'en-US': 'Row' }, width: 40, kind: 'text', value: (row) => (locale === 'en-US' ? row.label_en : row.label) },
    { key: 'tickets', header: { 'th-TH': 'จำนวนเรื่อง', 'en-US': 'Tickets' }, width: 12, kind: 'integer', value: (row) => row.tickets.now },
    { key: 'previous', header: { 'th-TH': 'ช่วงก่อนหน้า', 'en-US': 'Previous period' }, width: 14, kind: 'integer', value: (row) => row.tickets.previous },
    { key: 'change', header: { 'th-TH': 'เปลี่ยนแปลง', 'en-US': 'Change' }, width: 12, kind: 'percent', value: (row) => percent(row.tickets.change) },
    { key: 'cancelled', header: { 'th-TH': 'ยกเลิก', 'en-US': 'Cancelled' }, width: 10, kind: 'integer', value: (row) => row.cancelled },
    { key: 'complaints', header: { 'th-TH': 'ข้อร้องเรียน', 'en-US': 'Complaints' }, width: 12, kind: 'integer', value: (row) => row.complaints },
    ...GROUPS.map((group): SheetColumn<VocReportRow> => ({ key: `group_${group}`, header: { 'th-TH': `กลุ่ม ${group}`, 'en-US': `Group ${group}` }, width: 10, kind: 'integer', value: (row) => (row.key === LABEL_ROW ? null : (row.by_group[group] ?? 0)) })),
    { key: 'top', header: { 'th-TH': 'หมวดที่พบมากที่สุด', 'en-US': 'Top category' }, width: 14, kind: 'text', value: (row) => row.top_code ?? '' },
    ...(outcomes ? STATUS_COLUMNS : []),
  ];
}

const CATEGORY_COLUMNS: SheetColumn<VocCategoryFigure>[] = [
  { key: 'rank', header: { 'th-TH': 'อันดับ', 'en-US': 'Rank' }, width: 8, kind: 'integer', value: (row) => row.rank },
  { key: 'code', header: { 'th-TH': 'รหัสหมวด', 'en-US': 'Category' }, width: 12, kind: 'text', value: (row) => row.code },
  { key: 'group', header: { 'th-TH': 'กลุ่ม', 'en-US': 'Group' }, width: 8, kind: 'text', value: (row) => row.group },
  { key: 'complaints', header: { 'th-TH': 'ข้อร้องเรียน', 'en-US': 'Complaints' }, width: 12, kind: 'integer', value: (row) => row.now },
  { key: 'previous', header: { 'th-TH': 'ช่วงก่อนหน้า', 'en-US': 'Previous period' }, width: 14, kind: 'integer', value: (row) => row.previous },
  { key: 'change', header: { 'th-TH': 'เปลี่ยนแปลง', 'en-US': 'Change' }, width: 12, kind: 'percent', value: (row) => percent(row.change) },
  { key: 'share', header: { 'th-TH': 'สัดส่วน', 'en-US': 'Share' }, width: 10, kind: 'percent', value: (row) => percent(row.share) },
];

/** A row that names the late changes, with the counts as they stand now; its other figure cells empty. */
function labelRow(label: string, figures: { tickets: number | null; cancelled: number | null }): VocReportRow {
  const row = { key: LABEL_ROW, label, label_en: label, tickets: { now: figures.tickets, previous: null, change: null }, cancelled: figures.cancelled, complaints: null, by_group: {}, by_code: {}, top_code: null, rank: null };
  return row as unknown as VocReportRow;
}

/**
 * The VOC answer as a workbook: its rows with the total last, and its categories. A period with
 * frozen months says on the total that its figures are final and since when, and on the row after
 * it the late changes: the tickets and cancellations as they stand now and how many tickets'
 * figures changed after the close (final-figures-labels); the categories sheet ends with the same.
 */
export function vocSheets(answer: VocReportAnswer, locale: Locale): AnySheet[] {
  const label = totalLabel(answer.freeze, locale);
  const total = { ...answer.total, label, label_en: label, rank: 0 };
  const late = lateChangesLabel(answer.freeze, locale);
  const lateRows = answer.freeze && late ? [labelRow(late, { tickets: answer.freeze.tickets_now, cancelled: answer.freeze.cancelled_now })] : [];
  const finalLines = answer.freeze && late ? [label, late].map((line) => ({ code: line }) as unknown as VocCategoryFigure) : [];
  return [
    sheetOf<VocReportRow>({ name: locale === 'en-US' ? 'VOC' : 'VOC', columns: rowColumns(locale, answer.total.by_status !== undefined), rows: [...answer.result, total, ...lateRows] }),
    sheetOf<VocCategoryFigure>({ name: locale === 'en-US' ? 'Categories' : 'หมวดข้อร้องเรียน', columns: CATEGORY_COLUMNS, rows: [...answer.categories, ...finalLines] }),
  ];
}

export function writeVocWorkbook(out: Writable, answer: VocReportAnswer, locale: Locale): Promise<number> {
  return writeWorkbook(out, vocSheets(answer, locale), { locale });
}

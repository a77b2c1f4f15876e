import type { VocCategoryFigure, VocReportAnswer, VocReportRow } from '@voc/contracts';
import { CALLCENTER_OUTCOMES, type Locale } from '@voc/domain';
import { sheetOf, writeWorkbook, type AnySheet, type SheetColumn } from '@voc/spreadsheets';
import type { Writable } from 'node:stream';

const GROUPS = ['A', 'F', 'P', 'O', 'S'] as const;
const percent = (value: number | null) => (value === null ? null : value / 100);

const STATUS_COLUMNS: SheetColumn<VocReportRow>[] = CALLCENTER_OUTCOMES.map((status) => ({
  key: `status_${status}`,
  header: { 'th-TH': `สถานะ ${status}`, 'en-US': `Status ${status}` },
  width: 10,
  kind: 'integer',
  value: (row: VocReportRow) => row.by_status?.[status] ?? 0,
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
    ...GROUPS.map((group): SheetColumn<VocReportRow> => ({ key: `group_${group}`, header: { 'th-TH': `กลุ่ม ${group}`, 'en-US': `Group ${group}` }, width: 10, kind: 'integer', value: (row) => row.by_group[group] ?? 0 })),
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

/** The VOC answer as a workbook: its rows with the total last, and its categories. */
export function vocSheets(answer: VocReportAnswer, locale: Locale): AnySheet[] {
  const total = { ...answer.total, label: 'รวม', label_en: 'Total', rank: 0 };
  return [
    sheetOf<VocReportRow>({ name: locale === 'en-US' ? 'VOC' : 'VOC', columns: rowColumns(locale, answer.total.by_status !== undefined), rows: [...answer.result, total] }),
    sheetOf<VocCategoryFigure>({ name: locale === 'en-US' ? 'Categories' : 'หมวดข้อร้องเรียน', columns: CATEGORY_COLUMNS, rows: answer.categories }),
  ];
}

export function writeVocWorkbook(out: Writable, answer: VocReportAnswer, locale: Locale): Promise<number> {
  return writeWorkbook(out, vocSheets(answer, locale), { locale });
}

import type { PdcaReportAnswer, PdcaReportRow, PdcaReportType } from '@voc/contracts';
import { pdcaFileName, type Locale, type PdcaOwedFigure, type PdcaState } from '@voc/domain';
import { sheetOf, writeWorkbook, type SheetColumn } from '@voc/spreadsheets';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

type Row = PdcaReportRow;

const STATE_TEXT: Record<PdcaState, { 'th-TH': string; 'en-US': string }> = {
  owed: { 'th-TH': 'ต้องจัดทำแผน', 'en-US': 'Owed' },
  draft: { 'th-TH': 'ร่าง', 'en-US': 'Draft' },
  submitted: { 'th-TH': 'ส่งแล้ว', 'en-US': 'Submitted' },
  returned: { 'th-TH': 'ส่งกลับแก้ไข', 'en-US': 'Returned' },
  accepted: { 'th-TH': 'อนุมัติแล้ว', 'en-US': 'Accepted' },
  overdue: { 'th-TH': 'เกินกำหนด', 'en-US': 'Overdue' },
};

/** The measures a plan is owed to, before or after: "NPS 10.0, KPI3 60.0%" (NPS in points); empty when owed to none. */
function owedText(row: Row, when: 'before' | 'after'): string {
  const value = (figure: PdcaOwedFigure) => {
    const v = figure[when];
    return v === null ? '–' : `${v.toFixed(1)}${figure.measure === 'nps' ? '' : '%'}`;
  };
  return row.owed_figures.map((f) => `${f.measure.toUpperCase()} ${value(f)}`).join(', ');
}

/** The PDCA report as PDCA_{Service|Sales}_{DDMMYY}.xlsx: the same rows the page shows. */
export function pdcaReportSheet(report: PdcaReportAnswer, type: PdcaReportType, locale: Locale, now: Date): SpreadsheetDownload {
  const percent = (key: 'kpi_before' | 'kpi_after', th: string, en: string): SheetColumn<Row> => ({ key, header: { 'th-TH': th, 'en-US': en }, width: 14, kind: 'percent', value: (r) => (r[key] === null ? null : (r[key] as number) / 100) });
  const columns: SheetColumn<Row>[] = [
    { key: 'dealer_code', header: { 'th-TH': 'รหัสผู้จำหน่าย', 'en-US': 'Dealer code' }, width: 14, kind: 'text', value: (r) => r.dealer.dealer_code },
    { key: 'dealer', header: { 'th-TH': 'ผู้จำหน่าย', 'en-US': 'Dealer' }, width: 36, kind: 'text', value: (r) => (locale === 'en-US' ? `${r.dealer.dealer_name_en || r.dealer.dealer_name} ${r.dealer.branch_name_en || r.dealer.branch_name}` : `${r.dealer.dealer_name} ${r.dealer.branch_name}`) },
    { key: 'region', header: { 'th-TH': 'ภาค', 'en-US': 'Region' }, width: 12, kind: 'text', value: (r) => r.region },
    { key: 'area_code', header: { 'th-TH': 'เขต', 'en-US': 'Area' }, width: 10, kind: 'text', value: (r) => r.area_code },
    { key: 'month', header: { 'th-TH': 'เดือน', 'en-US': 'Month' }, width: 10, kind: 'text', value: (r) => r.month },
    { key: 'created_date', header: { 'th-TH': 'วันที่สร้าง', 'en-US': 'Created date' }, width: 12, kind: 'text', value: (r) => r.created_date },
    { key: 'state', header: { 'th-TH': 'สถานะ', 'en-US': 'Status' }, width: 16, kind: 'text', value: (r) => STATE_TEXT[r.shown_state][locale] },
    { key: 'missed', header: { 'th-TH': 'ตัวชี้วัดที่ไม่ผ่าน', 'en-US': 'Missed' }, width: 20, kind: 'text', value: (r) => r.missed.join(', ').toUpperCase() },
    percent('kpi_before', 'KPI ก่อน', 'KPI before'),
    percent('kpi_after', 'KPI หลัง', 'KPI after'),
    { key: 'owed_before', header: { 'th-TH': 'ตัวชี้วัดที่ต้องทำแผน ก่อน', 'en-US': 'Owed measures before' }, width: 24, kind: 'text', value: (r) => owedText(r, 'before') },
    { key: 'owed_after', header: { 'th-TH': 'ตัวชี้วัดที่ต้องทำแผน หลัง', 'en-US': 'Owed measures after' }, width: 24, kind: 'text', value: (r) => owedText(r, 'after') },
    { key: 'returns', header: { 'th-TH': 'จำนวนครั้งที่ส่งกลับ', 'en-US': 'Returns' }, width: 10, kind: 'integer', value: (r) => r.returns },
  ];
  return {
    fileName: pdcaFileName(type, now),
    write: (out) => writeWorkbook(out, [sheetOf({ name: 'pdca', columns, rows: report.result })], { locale }),
  };
}

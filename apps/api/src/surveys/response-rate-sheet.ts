import type { ResponseRateReport, ResponseRateRow } from '@voc/contracts';
import { responseRateFileName, type Locale } from '@voc/domain';
import type { SpreadsheetDownload } from '../common/http/spreadsheet-response';
import { sheetOf, writeWorkbook, type SheetColumn } from '@voc/spreadsheets';

type Row = ResponseRateRow;
const share = (percentValue: number | null) => (percentValue === null ? null : percentValue / 100);
const count = (key: keyof Row & string, th: string, en: string): SheetColumn<Row> => ({ key, header: { 'th-TH': th, 'en-US': en }, width: 16, kind: 'integer', value: (r) => r[key] as number });

/**
 * The response-rate report as responserate_{type}_{from}_to_{to}.xlsx: the same rows and total the
 * page shows, pending cases and the rate over cases with an outcome beside the rate over cases sent.
 */
export function responseRateSheet(report: ResponseRateReport, locale: Locale): SpreadsheetDownload {
  const groupHeader = { region: { 'th-TH': 'ภาค', 'en-US': 'Region' }, area: { 'th-TH': 'เขต', 'en-US': 'Area' }, dealer: { 'th-TH': 'ผู้จำหน่าย', 'en-US': 'Dealer' } }[report.group_by];
  const columns: SheetColumn<Row>[] = [
    { key: 'label', header: groupHeader, width: 40, kind: 'text', value: (r) => (locale === 'en-US' ? r.label_en : r.label) },
    count('received', 'ได้รับจากบริษัท', 'Received'),
    count('cleansed', 'คัดออก', 'Cleansed'),
    count('sent', 'ส่งแบบสอบถาม', 'Sent'),
    count('responded_successfully', 'ตอบสำเร็จ', 'Responded successfully'),
    count('responded_unsuccessfully', 'ตอบไม่สำเร็จ', 'Responded unsuccessfully'),
    count('not_responded', 'ไม่ตอบกลับ', 'Not responded'),
    count('pending', 'รอผล (ยังอยู่ในช่วงตอบ)', 'Pending (window still open)'),
    { key: 'rate', header: { 'th-TH': 'อัตราการตอบกลับ (จากที่ส่ง)', 'en-US': 'Response rate (of sent)' }, width: 18, kind: 'percent', value: (r) => share(r.rate) },
    { key: 'outcome_rate', header: { 'th-TH': 'อัตราการตอบกลับ (จากที่มีผลแล้ว)', 'en-US': 'Response rate (of cases with an outcome)' }, width: 22, kind: 'percent', value: (r) => share(r.outcome_rate) },
  ];
  const total: Row = { key: 'total', label: 'รวม', label_en: 'Total', ...report.total };
  return {
    fileName: responseRateFileName(report.type, report.from, report.to),
    write: (out) => writeWorkbook(out, [sheetOf({ name: 'responserate', columns, rows: [...report.rows, total] })], { locale }),
  };
}

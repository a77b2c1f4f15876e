import type { NotifyFailureReason, NotifyReport, NotifyReportRow } from '@voc/contracts';
import { notifyFileName, type Locale } from '@voc/domain';
import { sheetOf, writeWorkbook, type SheetColumn } from '@voc/spreadsheets';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

type Row = NotifyReportRow;
const count = (key: 'requested' | 'sent' | 'delivered' | 'failed', th: string, en: string): SheetColumn<Row> => ({ key, header: { 'th-TH': th, 'en-US': en }, width: 14, kind: 'integer', value: (r) => r[key] });

/**
 * The notification report as notify_{aftersales|showroom}_{channel}_{YYYYMM}.xlsx (SPEC.md §9):
 * the same rows and total the page shows, and the failure reasons on a second sheet. The name's
 * month is the first notified date's; "all" stands for both channels.
 */
export function notifyReportSheet(report: NotifyReport, locale: Locale): SpreadsheetDownload {
  const groupHeader = { region: { 'th-TH': 'ภาค', 'en-US': 'Region' }, area: { 'th-TH': 'เขต', 'en-US': 'Area' }, dealer: { 'th-TH': 'ผู้จำหน่าย', 'en-US': 'Dealer' } }[report.group_by];
  const columns: SheetColumn<Row>[] = [
    { key: 'month', header: { 'th-TH': 'เดือน', 'en-US': 'Month' }, width: 10, kind: 'text', value: (r) => r.month },
    { key: 'channel', header: { 'th-TH': 'ช่องทาง', 'en-US': 'Channel' }, width: 10, kind: 'text', value: (r) => (r.key === 'total' && r.month === '' ? '' : r.channel.toUpperCase()) },
    { key: 'label', header: groupHeader, width: 40, kind: 'text', value: (r) => (locale === 'en-US' ? r.label_en : r.label) },
    count('requested', 'ขอส่ง', 'Requested'),
    count('sent', 'ส่งแล้ว', 'Sent'),
    count('delivered', 'ถึงผู้รับ', 'Delivered'),
    count('failed', 'ไม่สำเร็จ', 'Failed'),
  ];
  const failureColumns: SheetColumn<NotifyFailureReason>[] = [
    { key: 'channel', header: { 'th-TH': 'ช่องทาง', 'en-US': 'Channel' }, width: 10, kind: 'text', value: (r) => r.channel.toUpperCase() },
    { key: 'stage', header: { 'th-TH': 'ขั้นตอน', 'en-US': 'Stage' }, width: 12, kind: 'text', value: (r) => r.stage },
    { key: 'reason', header: { 'th-TH': 'สาเหตุ', 'en-US': 'Reason' }, width: 60, kind: 'text', value: (r) => r.reason },
    { key: 'count', header: { 'th-TH': 'จำนวน', 'en-US': 'Count' }, width: 10, kind: 'integer', value: (r) => r.count },
  ];
  const total: Row = { month: '', channel: report.channel ?? 'sms', key: 'total', label: 'รวม', label_en: 'Total', ...report.total };
  const [year, month] = report.from.split('-').map(Number);
  return {
    fileName: notifyFileName(report.type, report.channel ?? 'all', year, month),
    write: (out) =>
      writeWorkbook(out, [sheetOf({ name: 'notify', columns, rows: [...report.rows, total] }), sheetOf({ name: 'failures', columns: failureColumns, rows: report.failures })], { locale }),
  };
}

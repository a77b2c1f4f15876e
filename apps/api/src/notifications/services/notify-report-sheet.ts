import type { NotifyFailureReason, NotifyReport, NotifyReportRow, SubscriptionMailRow } from '@voc/contracts';
import { notifyFileName, type Locale, type NotifyFailureKind, type SubscriptionMailKind } from '@voc/domain';
import { sheetOf, writeWorkbook, type SheetColumn } from '@voc/spreadsheets';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

type Row = NotifyReportRow;

const FAILURE_KIND_LABELS: Record<NotifyFailureKind, Record<Locale, string>> = {
  no_contact: { 'th-TH': 'ไม่ได้ส่ง: ไม่มีช่องทางติดต่อ', 'en-US': 'Not sent: no contact' },
  invalid_recipient: { 'th-TH': 'ผู้รับไม่ถูกต้อง', 'en-US': 'Invalid recipient' },
  invalid_message: { 'th-TH': 'ข้อความไม่ถูกต้อง', 'en-US': 'Invalid message' },
  refused: { 'th-TH': 'ถูกปฏิเสธ', 'en-US': 'Refused' },
  undelivered: { 'th-TH': 'ส่งไม่ถึงผู้รับ', 'en-US': 'Not delivered' },
  other: { 'th-TH': 'อื่น ๆ', 'en-US': 'Other' },
};
const SUBSCRIPTION_KIND_LABELS: Record<SubscriptionMailKind, Record<Locale, string>> = {
  monthly_brief: { 'th-TH': 'สรุปผู้บริหารประจำเดือน', 'en-US': 'Monthly brief' },
  weekly_digest: { 'th-TH': 'สรุปประจำสัปดาห์', 'en-US': 'Weekly digest' },
  alerts: { 'th-TH': 'การแจ้งเตือน', 'en-US': 'Alerts' },
  scheduled_report: { 'th-TH': 'รายงานตามกำหนดเวลา (xlsx)', 'en-US': 'Scheduled report (xlsx)' },
};
const failureKindLabel = (kind: NotifyFailureKind, locale: Locale) => FAILURE_KIND_LABELS[kind][locale];
const count = (key: 'requested' | 'sent' | 'delivered' | 'failed', th: string, en: string): SheetColumn<Row> => ({ key, header: { 'th-TH': th, 'en-US': en }, width: 14, kind: 'integer', value: (r) => r[key] });

/**
 * The notification report as notify_{aftersales|showroom}_{channel}_{YYYYMM}.xlsx (SPEC.md §9):
 * the same rows and total the page shows, and the failure reasons on a second sheet, by kind,
 * with the numbers and the branches without a contact apart, and (issue 33) the subscription mails
 * by month, kind and channel on a third sheet when the reader has any. The name's
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
    { key: 'kind', header: { 'th-TH': 'ประเภท', 'en-US': 'Kind' }, width: 28, kind: 'text', value: (r) => failureKindLabel(r.kind, locale) },
    { key: 'reason', header: { 'th-TH': 'สาเหตุ (ตัวอย่าง)', 'en-US': 'Reason (example)' }, width: 50, kind: 'text', value: (r) => r.reason },
    { key: 'count', header: { 'th-TH': 'จำนวน', 'en-US': 'Count' }, width: 10, kind: 'integer', value: (r) => r.count },
    { key: 'addresses', header: { 'th-TH': 'เบอร์โทร / อีเมล', 'en-US': 'Numbers / emails' }, width: 40, kind: 'text', value: (r) => r.addresses.join(', ') },
    {
      key: 'branches',
      header: { 'th-TH': 'สาขาที่ไม่มีช่องทางติดต่อ', 'en-US': 'Branches without a contact' },
      width: 50,
      kind: 'text',
      value: (r) => r.branches.map((b) => (locale === 'en-US' ? b.label_en : b.label)).join(', '),
    },
  ];
  const subscriptionColumns: SheetColumn<SubscriptionMailRow>[] = [
    { key: 'month', header: { 'th-TH': 'เดือน', 'en-US': 'Month' }, width: 10, kind: 'text', value: (r) => r.month },
    { key: 'kind', header: { 'th-TH': 'ประเภท', 'en-US': 'Kind' }, width: 28, kind: 'text', value: (r) => SUBSCRIPTION_KIND_LABELS[r.kind][locale] },
    { key: 'channel', header: { 'th-TH': 'ช่องทาง', 'en-US': 'Channel' }, width: 10, kind: 'text', value: (r) => r.channel.toUpperCase() },
    { key: 'requested', header: { 'th-TH': 'ขอส่ง', 'en-US': 'Requested' }, width: 14, kind: 'integer', value: (r) => r.requested },
    { key: 'sent', header: { 'th-TH': 'ส่งแล้ว', 'en-US': 'Sent' }, width: 14, kind: 'integer', value: (r) => r.sent },
    { key: 'failed', header: { 'th-TH': 'ไม่สำเร็จ', 'en-US': 'Failed' }, width: 14, kind: 'integer', value: (r) => r.failed },
  ];
  const total: Row = { month: '', channel: report.channel ?? 'sms', key: 'total', label: 'รวม', label_en: 'Total', ...report.total };
  const [year, month] = report.from.split('-').map(Number);
  return {
    fileName: notifyFileName(report.type, report.channel ?? 'all', year, month),
    write: (out) =>
      writeWorkbook(
        out,
        [
          sheetOf({ name: 'notify', columns, rows: [...report.rows, total] }),
          sheetOf({ name: 'failures', columns: failureColumns, rows: report.failures }),
          // Subscription mails (issue 33) as the page lists them: only a reader of the whole network has any.
          ...(report.subscription_mails.length > 0 ? [sheetOf({ name: 'subscriptions', columns: subscriptionColumns, rows: report.subscription_mails })] : []),
        ],
        { locale },
      ),
  };
}

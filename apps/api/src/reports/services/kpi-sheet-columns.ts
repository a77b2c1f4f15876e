import type { KpiMeasure, KpiReportRow } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import type { SheetColumn } from '@voc/spreadsheets';

const h = (th: string, en: string): Record<Locale, string> => ({ 'th-TH': th, 'en-US': en });

type RateKpi = 'kpi2a' | 'kpi2' | 'kpi3' | 'kpi4a' | 'kpi4a_dealer' | 'kpi5a' | 'kpi5b' | 'kpi5c';

/** Each rate KPI as in the KPI report: met, decided and the rate (met / decided). */
const RATE_KPIS: ReadonlyArray<readonly [RateKpi, Record<Locale, string>]> = [
  ['kpi2a', h('ติดต่อภายใน 24 ชม. (KPI2a)', 'Contacted within 24 h (KPI2a)')],
  ['kpi2', h('ติดต่อภายใน 48 ชม. (KPI2)', 'Contacted within 48 h (KPI2)')],
  ['kpi3', h('เสนอแนวทางแก้ไขภายใน 48 ชม. (KPI3)', 'Solution within 48 h (KPI3)')],
  ['kpi4a', h('ปิดเคสภายใน 5 วัน (KPI4a)', 'Closed within 5 days (KPI4a)')],
  ['kpi4a_dealer', h('ปิดเคสภายใน 5 วัน นับเฉพาะเวลาของผู้แทนจำหน่าย (KPI4a ผู้แทนจำหน่าย)', "Closed within 5 days, dealer's time only (KPI4a dealer)")],
  ['kpi5a', h('ตรวจสอบความพึงพอใจภายใน 5 วัน (KPI5a)', 'Satisfaction check within 5 days (KPI5a)')],
  ['kpi5b', h('ลูกค้าพึงพอใจ (KPI5b)', 'Customer satisfied (KPI5b)')],
  ['kpi5c', h('ได้รับ SMS ความพึงพอใจ (KPI5c)', 'Satisfaction SMS received (KPI5c)')],
];

function rateColumns(kpi: RateKpi, title: Record<Locale, string>): SheetColumn<KpiReportRow>[] {
  const part = (th: string, en: string) => h(`${title['th-TH']} ${th}`, `${title['en-US']} ${en}`);
  const measure = (row: KpiReportRow): KpiMeasure => row[kpi];
  return [
    { key: `${kpi}_met`, header: part('ผ่าน', 'met'), width: 12, kind: 'integer', value: (r) => measure(r).met },
    { key: `${kpi}_decided`, header: part('ตัดสินแล้ว', 'decided'), width: 12, kind: 'integer', value: (r) => measure(r).decided },
    { key: `${kpi}_rate`, header: part('%', '%'), width: 12, kind: 'percent', value: (r) => (measure(r).rate === null ? null : (measure(r).rate as number) / 100) },
  ];
}

/**
 * The columns of TICKET_KPI and QVOC_KPI: the KPI report's row, figure by figure (KpiReportRow),
 * the group named in the sheet's language.
 */
export function kpiSheetColumns(locale: Locale, groupHeader: Record<Locale, string>): SheetColumn<KpiReportRow>[] {
  return [
    { key: 'group', header: groupHeader, width: 40, kind: 'text', value: (r) => (locale === 'en-US' ? r.label_en : r.label) },
    { key: 'tickets', header: h('จำนวนเคส', 'Tickets'), width: 10, kind: 'integer', value: (r) => r.tickets },
    { key: 'open', header: h('เปิดอยู่', 'Open'), width: 10, kind: 'integer', value: (r) => r.open },
    { key: 'closed', header: h('ปิดเคสแล้ว', 'Completed'), width: 10, kind: 'integer', value: (r) => r.closed },
    { key: 'cancelled', header: h('ยกเลิก', 'Cancelled'), width: 10, kind: 'integer', value: (r) => r.cancelled },
    ...RATE_KPIS.slice(0, 5).flatMap(([kpi, title]) => rateColumns(kpi, title)),
    { key: 'kpi4', header: h('เฉลี่ยวันปิดเคส (KPI4)', 'Avg days to close (KPI4)'), width: 14, kind: 'decimal', value: (r) => r.kpi4_avg_days },
    { key: 'held_tickets', header: h('เคสที่ผ่านการขออนุมัติ', 'Completed through approval'), width: 14, kind: 'integer', value: (r) => r.held.tickets },
    { key: 'to_proposal', header: h('เฉลี่ยวันถึงเสนออนุมัติ (ผู้แทนจำหน่าย)', 'Avg days to proposal (dealer)'), width: 16, kind: 'decimal', value: (r) => r.held.to_proposal_avg_days },
    { key: 'approval_wait', header: h('เฉลี่ยวันรออนุมัติ (สำนักงานใหญ่)', 'Avg days waiting for approval (head office)'), width: 16, kind: 'decimal', value: (r) => r.held.approval_wait_avg_days },
    ...RATE_KPIS.slice(5).flatMap(([kpi, title]) => rateColumns(kpi, title)),
  ];
}

export const DEALER_GROUP_HEADER = h('ผู้แทนจำหน่าย สาขา', 'Dealer branch');
export const ENTITY_GROUP_HEADER = h('ผู้แทนจำหน่าย (นิติบุคคล)', 'Dealer entity');

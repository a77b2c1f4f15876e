import { thaiDay } from '../locale/thai-time';
import type { ListSourceFilter, TicketType } from '../tickets/ticket-kinds';

/**
 * Spreadsheet file names (SPEC.md §9). Dates are Thai calendar days (Asia/Bangkok, UTC+7 all
 * year, Gregorian years). Decisions where the spec is silent:
 * - {type}: showroom, or aftersales for service, in every name that carries a ticket type (the
 *   spec says so for the ticket list and the notify report; we keep one rule for all of them).
 * - {source}: survey is written qvoc; other sources as they are (hot_alert: the hot-alert list's
 *   hotsheet and hotsheet import together); a filter left empty is "all".
 * - {month+year}: two-digit month then four-digit year (November 2026 = 112026).
 * - responserate {from}/{to}: the filter's dates as sent, YYYY-MM-DD.
 */
function bangkokDay(now: Date): { dd: string; mm: string; yyyy: string; yy: string } {
  const [yyyy, mm, dd] = thaiDay(now).split('-');
  return { dd, mm, yyyy, yy: yyyy.slice(-2) };
}

/** DDMMYYYY of the Thai day. */
export function ddmmyyyy(now: Date): string {
  const d = bangkokDay(now);
  return `${d.dd}${d.mm}${d.yyyy}`;
}

/** DDMMYY of the Thai day. */
export function ddmmyy(now: Date): string {
  const d = bangkokDay(now);
  return `${d.dd}${d.mm}${d.yy}`;
}

export function fileTypeLabel(type: TicketType | undefined): string {
  if (!type) return 'all';
  return type === 'service' ? 'aftersales' : 'showroom';
}

export function fileSourceLabel(source: ListSourceFilter | undefined): string {
  if (!source) return 'all';
  return source === 'survey' ? 'qvoc' : source;
}

const monthYear = (month: number, year: number) => `${String(month).padStart(2, '0')}${year}`;

/** tickets_{type}_{source}_{DDMMYYYY}.xlsx */
export function ticketsFileName(filters: { type?: TicketType; source?: ListSourceFilter }, now: Date): string {
  return `tickets_${fileTypeLabel(filters.type)}_${fileSourceLabel(filters.source)}_${ddmmyyyy(now)}.xlsx`;
}

/** tickets_caseclosed_{type}_{month+year}.xlsx */
export function caseClosedFileName(type: TicketType | undefined, month: number, year: number): string {
  return `tickets_caseclosed_${fileTypeLabel(type)}_${monthYear(month, year)}.xlsx`;
}

/** responserate_{type}_{from}_to_{to}.xlsx */
export function responseRateFileName(type: TicketType | undefined, from: string, to: string): string {
  return `responserate_${fileTypeLabel(type)}_${from}_to_${to}.xlsx`;
}

/** notify_{aftersales|showroom}_{channel}_{YYYYMM}.xlsx */
export function notifyFileName(type: TicketType, channel: string, year: number, month: number): string {
  return `notify_${fileTypeLabel(type)}_${channel || 'all'}_${year}${String(month).padStart(2, '0')}.xlsx`;
}

/** PDCA_{Service|Sales}_{DDMMYY}.xlsx (the PDCA filter calls showroom "sales"). */
export function pdcaFileName(type: TicketType | 'sales', now: Date): string {
  return `PDCA_${type === 'service' ? 'Service' : 'Sales'}_${ddmmyy(now)}.xlsx`;
}

/** TICKET_KPI_{DDMMYY}.xlsx */
export function ticketKpiFileName(now: Date): string {
  return `TICKET_KPI_${ddmmyy(now)}.xlsx`;
}

/** QVOC_KPI_{DDMMYY}.xlsx */
export function qvocKpiFileName(now: Date): string {
  return `QVOC_KPI_${ddmmyy(now)}.xlsx`;
}

/** The hotsheet template and an import's problem rows (names of our own; the spec has none). */
export function hotsheetTemplateFileName(type: TicketType): string {
  return `hotsheet_template_${fileTypeLabel(type)}.xlsx`;
}

export function hotsheetProblemsFileName(type: TicketType, now: Date): string {
  return `hotsheet_problems_${fileTypeLabel(type)}_${ddmmyyyy(now)}.xlsx`;
}

/** The VOC reports with a spreadsheet (names of our own; the spec has none). */
export const VOC_REPORT_FILE_PREFIXES = {
  quickvoc: 'QUICK_VOC',
  salevoc: 'SALES_VOC_OUTLET',
  salevocentity: 'SALES_VOC_ENTITY',
  servicevoc: 'SERVICE_VOC_OUTLET',
  servicevocentity: 'SERVICE_VOC_ENTITY',
  carmodel: 'CAR_MODEL_VOC',
  callcenter: 'CALLCENTER_VOC',
} as const;
export type VocReportName = keyof typeof VOC_REPORT_FILE_PREFIXES;

/** {REPORT}_{period}_{YYYYMM}_{DDMMYY}.xlsx: the report, its period ending in the chosen month, the Thai day of the download. */
export function vocReportFileName(report: VocReportName, period: string, year: number, month: number, now: Date): string {
  return `${VOC_REPORT_FILE_PREFIXES[report]}_${period}_${year}${String(month).padStart(2, '0')}_${ddmmyy(now)}.xlsx`;
}

/** VOICE_{period}_{YYYYMM}_{DDMMYY}.xlsx: the voice analytics (issue 30) of a period ending in the chosen month, the Thai day of the download. */
export function voiceReportFileName(period: string, year: number, month: number, now: Date): string {
  return `VOICE_${period}_${year}${String(month).padStart(2, '0')}_${ddmmyy(now)}.xlsx`;
}

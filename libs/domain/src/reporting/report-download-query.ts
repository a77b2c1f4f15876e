import { latestCompleteMonth } from '../kpi/latest-complete-month';
import { REPORT_MODES, sourceFitsMode, type ReportMode } from '../kpi/report-periods';
import { NOTIFICATION_CHANNELS } from '../notifications/notification-kinds';
import type { VocReportName } from '../exports/export-file-names';
import type { ReportReach, ScheduledReportPage } from '../subscriptions/scheduled-reports';
import { TICKET_SOURCES, type TicketSource, type TicketType } from '../tickets/ticket-kinds';

/**
 * A report page's download (issue 34): the rule that turns the filters a report page shows, written
 * as its address, into the query of the page's spreadsheet download. The report pages send it
 * (through the dashboard's report filter-form hook) and the api's scheduler sends it for a saved
 * view (scheduledReportQuery), so a scheduled file is the page's own download.
 */

/**
 * The pages with a download of their filters: those a view may be scheduled for
 * (ScheduledReportPage), and the case-closed report (GET /api/tickets/report/excel/caseclosed: the
 * month, type, source and dealer; not scheduled, its download may become a background export).
 */
export type ReportDownloadPage = ScheduledReportPage | { download: 'caseclosed' };

/**
 * What the filters may leave out is taken from the day the page opens: `today` (YYYY-MM-DD, Thai
 * time), or a monthly schedule's month that `closed` (YYYY-MM) in its place.
 */
export interface ReportOpening {
  today: string;
  closed: string | null;
}

/** The KPI and VOC filters a report address may hold, as the downloads take them. */
const KPI_FILTER_KEYS = ['period', 'year', 'month', 'type', 'mode', 'source', 'region', 'area_code', 'dealer_id'] as const;
/** The voice page's filters (it has no mode). */
const VOICE_FILTER_KEYS = ['period', 'year', 'month', 'type', 'source', 'region', 'area_code', 'dealer_id'] as const;
const PLACE_KEYS = ['region', 'area_code', 'dealer_id'] as const;

function picked(search: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value !== null && value !== '') query[key] = value;
  }
  return query;
}

/** The month and year the page would open on when the address leaves them out (a monthly schedule: the month that closed). */
function withMonth(query: Record<string, string>, { today, closed }: ReportOpening): Record<string, string> {
  if (query.year === undefined || query.month === undefined) {
    const [y, m] = (closed ?? today).split('-').map(Number);
    const month = closed ? { year: y, month: m } : latestCompleteMonth({ year: y, month: m });
    query.year = String(month.year);
    query.month = String(month.month);
  }
  return query;
}

/** The KPI pages' reading of type, mode and source: every type is no type; a source outside the mode is let go. */
function kpiFilters(search: URLSearchParams, opening: ReportOpening): Record<string, string> {
  const query = withMonth(picked(search, KPI_FILTER_KEYS), opening);
  if (query.type === 'all') delete query.type;
  if (query.mode !== undefined && !(REPORT_MODES as readonly string[]).includes(query.mode)) delete query.mode;
  if (query.source !== undefined && (!(TICKET_SOURCES as readonly string[]).includes(query.source) || !sourceFitsMode(query.source as TicketSource, query.mode as ReportMode | undefined))) delete query.source;
  return query;
}

/** Sales VOC pages show showroom tickets, service VOC pages service tickets. */
const VOC_FIXED_TYPES: Partial<Record<VocReportName, TicketType>> = { salevoc: 'showroom', salevocentity: 'showroom', servicevoc: 'service', servicevocentity: 'service' };
/** Pages whose rows the user groups (`by` in the address, the first choice when absent). */
const VOC_CHOICES: Partial<Record<VocReportName, readonly string[]>> = { carmodel: ['car_model', 'segment'], callcenter: ['dealer', 'entity', 'region', 'area', 'month'] };
const VOC_FIXED_GROUPING: Partial<Record<VocReportName, string>> = { salevoc: 'dealer', servicevoc: 'dealer', salevocentity: 'entity', servicevocentity: 'entity' };

/** Quick VOC's drill-down level: one below the place chosen, or below the owner's reach. */
function drillGrouping(query: Record<string, string>, reach: ReportReach): string {
  if (query.dealer_id) return 'month';
  if (query.area_code) return 'dealer';
  if (query.region) return 'area';
  return { all: 'region', none: 'region', region: 'area', area: 'dealer', dealer: 'month' }[reach];
}

/** The survey and notification reports' rows: one level below the place chosen, or below the owner's reach; dealers are the finest. */
function placeGrouping(query: Record<string, string>, reach: ReportReach): 'region' | 'area' | 'dealer' {
  if (query.dealer_id || query.area_code) return 'dealer';
  if (query.region) return 'area';
  return reach === 'all' || reach === 'none' ? 'region' : reach === 'region' ? 'area' : 'dealer';
}

function firstDayMonthsBack(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/**
 * A date-range page's range: the dates named (each kept when named), else the month that closed
 * (a monthly schedule's), else the range the page opens on `today` (`monthsBack` whole months before the
 * current one, to today).
 */
function dateRange(search: URLSearchParams, { today, closed }: ReportOpening, monthsBack: number): { from: string; to: string } {
  const fallback = closed ? { from: `${closed}-01`, to: lastDayOf(closed) } : { from: firstDayMonthsBack(today, monthsBack), to: today };
  return { from: search.get('from')?.trim() || fallback.from, to: search.get('to')?.trim() || fallback.to };
}

/** The case-closed spreadsheet's filters: the month, the type, the source and the dealer branch. */
const CASE_CLOSED_KEYS = ['month', 'year', 'type', 'source', 'dealer_id'] as const;
/** The PDCA report's filters (created dates and plan state): the page keeps them in its form, not its address. */
const PDCA_FILTER_KEYS = ['from_created_date', 'to_created_date', 'state'] as const;

/**
 * The query of a report page's download for its filters written as an address (`filters`): the
 * filters the download takes (anything else dropped), what the page fixes (a VOC KPI page's mode
 * and type, a VOC page's type and report, a survey or notification page's type), its grouping
 * (the user's choice, or one level below the place or the owner's `reach`), and the month or range
 * the page opens on (`opening`) when the filters leave it out. The api validates it as it validates the download's own query.
 */
export function reportDownloadQuery(page: ReportDownloadPage, filters: string | URLSearchParams, reach: ReportReach, opening: ReportOpening): Record<string, string> {
  const search = new URLSearchParams(filters);
  switch (page.download) {
    case 'kpi': {
      const query = kpiFilters(search, opening);
      if (page.variant === 'qvoc') {
        query.mode = 'qvoc';
        delete query.source;
        if (page.fixedType) query.type = page.fixedType;
      }
      return query;
    }
    case 'voc': {
      const query = kpiFilters(search, opening);
      if (page.report === 'callcenter') {
        query.mode = 'callcenter';
        delete query.source;
      }
      const fixedType = VOC_FIXED_TYPES[page.report];
      if (fixedType) query.type = fixedType;
      const choices = VOC_CHOICES[page.report];
      const asked = search.get('by') ?? '';
      query.by = choices ? (choices.includes(asked) ? asked : choices[0]) : (VOC_FIXED_GROUPING[page.report] ?? drillGrouping(query, reach));
      query.report = page.report;
      return query;
    }
    case 'voice':
      return withMonth(picked(search, VOICE_FILTER_KEYS), opening);
    case 'responserate': {
      const place = picked(search, PLACE_KEYS);
      return { type: page.type, ...dateRange(search, opening, 2), group_by: placeGrouping(place, reach), ...place };
    }
    case 'notify': {
      const { from, to } = dateRange(search, opening, 0);
      const channel = search.get('channel');
      const groupBy = search.get('group_by') ?? '';
      return {
        type: page.type,
        from_notified_date: from,
        to_notified_date: to,
        group_by: ['region', 'area', 'dealer'].includes(groupBy) ? groupBy : 'region',
        ...((NOTIFICATION_CHANNELS as readonly string[]).includes(channel ?? '') ? { channel: channel as string } : {}),
      };
    }
    case 'pdca':
      // Without dates: the page's default report (the last six months over).
      return { type: page.type, ...picked(search, PDCA_FILTER_KEYS) };
    case 'caseclosed': {
      const query = withMonth(picked(search, CASE_CLOSED_KEYS), opening);
      if (query.type === 'all') delete query.type;
      if (query.source !== undefined && !(TICKET_SOURCES as readonly string[]).includes(query.source)) delete query.source;
      return { month: query.month, year: query.year, ...(query.type ? { type: query.type } : {}), ...(query.source ? { source: query.source } : {}), ...(query.dealer_id ? { dealer_id: query.dealer_id } : {}) };
    }
  }
}

import { latestCompleteMonth } from '../kpi/latest-complete-month';
import { thaiDay, thaiMonth } from '../locale/thai-time';
import type { Principal } from '../access/principal';
import type { VocReportName } from '../exports/export-file-names';
import { REPORT_MODES, sourceFitsMode, type ReportMode } from '../kpi/report-periods';
import { NOTIFICATION_CHANNELS } from '../notifications/notification-kinds';
import { TICKET_SOURCES, type TicketSource, type TicketType } from '../tickets/ticket-kinds';
import { briefMailMonth } from './monthly-brief-mail';
import { digestOwed, digestWeek } from './weekly-digest';

/**
 * Scheduled reports (issue 33): a user subscribes one of their saved report views to a schedule
 * and receives, by mail, the spreadsheet the report page's own download gives for the view's
 * filters, read in the user's scope at the time of sending.
 *
 * Decisions where the issue is silent:
 * - Weekly: Monday 08:00 Bangkok (the weekly digest's hour and window); monthly: after the month's
 *   close, once its figures are frozen (the monthly brief's window).
 * - The pages offered are those whose download is one spreadsheet of the report's filters, written
 *   at once (SCHEDULED_REPORT_PAGES): the KPI reports (ticket KPI, the two VOC KPI pages), the VOC
 *   reports (Quick VOC, sales and service VOC by outlet and entity, car model, call centre), the
 *   survey response rate, what customers say (voice), the PDCA report and the notification
 *   report. Left out: the lists and the case-closed report (their download may become a
 *   background export), and pages without a download (KPI summary, status, scores, alerts, brief).
 * - A page with a date range (response rate, notifications) keeps the view's dates when it names
 *   them; without dates the weekly file takes the range the page opens on that day, the monthly
 *   file the month that closed (its first to last day). The PDCA page keeps no filters in its
 *   address: its view is the page's default report of its type.
 * - A view whose filters leave the month open takes the month the page opens on then (the latest
 *   complete month); the monthly schedule takes the month that closed. A view that names its month
 *   keeps it (the user chose it).
 * - One schedule per view (its schedule and language can be changed); a deleted view ends it.
 */
export const REPORT_SCHEDULES = ['weekly', 'monthly'] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];

/** The report download a scheduled view sends (the page's own download endpoint and what the page fixes). */
export type ScheduledReportPage =
  /** GET /api/tickets/report/excel/dealer/kpi (ticket) or /excel/qvoc/kpi (qvoc; the VOC KPI pages show one type). */
  | { download: 'kpi'; variant: 'ticket' | 'qvoc'; fixedType?: TicketType }
  /** GET /api/tickets/report/excel/voc of one VOC report. */
  | { download: 'voc'; report: VocReportName }
  /** GET /api/tickets/report/excel/responserate of one survey type. */
  | { download: 'responserate'; type: 'showroom' | 'service' }
  /** GET /api/voice/excel. */
  | { download: 'voice' }
  /** GET /api/tickets/report/excel/pdca of one type. */
  | { download: 'pdca'; type: 'sales' | 'service' }
  /** GET /api/tickets/report/excel/notify of one ticket type. */
  | { download: 'notify'; type: TicketType };

export type ScheduledReportDownload = ScheduledReportPage['download'];

export const SCHEDULED_REPORT_PAGES: Readonly<Record<string, ScheduledReportPage>> = {
  '/app/report/ticketkpi': { download: 'kpi', variant: 'ticket' },
  '/app/report/salevockpi': { download: 'kpi', variant: 'qvoc', fixedType: 'showroom' },
  '/app/report/servicevockpi': { download: 'kpi', variant: 'qvoc', fixedType: 'service' },
  '/app/report/quickvoc': { download: 'voc', report: 'quickvoc' },
  '/app/report/salevoc': { download: 'voc', report: 'salevoc' },
  '/app/report/salevocentity': { download: 'voc', report: 'salevocentity' },
  '/app/report/servicevoc': { download: 'voc', report: 'servicevoc' },
  '/app/report/servicevocentity': { download: 'voc', report: 'servicevocentity' },
  '/app/report/carmodel': { download: 'voc', report: 'carmodel' },
  '/app/report/callcenter': { download: 'voc', report: 'callcenter' },
  '/app/ticket/survey/report/responserate/showroom': { download: 'responserate', type: 'showroom' },
  '/app/ticket/survey/report/responserate/service': { download: 'responserate', type: 'service' },
  '/app/report/voice': { download: 'voice' },
  '/app/report/pdca/showroom': { download: 'pdca', type: 'sales' },
  '/app/report/pdca/service': { download: 'pdca', type: 'service' },
  '/app/report/notify/showroom': { download: 'notify', type: 'showroom' },
  '/app/report/notify/service': { download: 'notify', type: 'service' },
};

export function scheduledReportPage(path: string): ScheduledReportPage | null {
  return Object.prototype.hasOwnProperty.call(SCHEDULED_REPORT_PAGES, path) ? SCHEDULED_REPORT_PAGES[path] : null;
}

export function isReportSchedule(value: unknown): value is ReportSchedule {
  return typeof value === 'string' && (REPORT_SCHEDULES as readonly string[]).includes(value);
}

/**
 * The period a schedule owes a file for at `now`, or null when none is owed:
 * - weekly: `W{YYYY-MM-DD}` (the Monday the week just ended began), owed Monday from 08:00 to
 *   midnight, Bangkok time (digestOwed);
 * - monthly: `M{YYYY-MM}` of the month that closed, owed within the brief's window after its close
 *   (briefMailMonth); the caller also waits until that month is frozen.
 */
export function scheduledReportPeriod(schedule: ReportSchedule, now: Date, closeDay: number): string | null {
  if (schedule === 'weekly') return digestOwed(now) ? `W${digestWeek(now).period}` : null;
  const month = briefMailMonth(now, closeDay);
  return month ? `M${month.slice(0, 7)}` : null;
}

/** The month a monthly period (`M2026-10`) is about; null for a weekly one. */
export function periodMonth(period: string): string | null {
  return /^M\d{4}-\d{2}$/.test(period) ? period.slice(1) : null;
}

/**
 * How far the owner's reports reach, as the report pages read it from the signed-in user (the
 * dashboard's report scope): the network, their regions, their areas, their dealer branch, or
 * nothing to narrow. A page that groups "one level below the scope" groups by it.
 */
export type ReportReach = 'all' | 'region' | 'area' | 'dealer' | 'none';

export function reportReachOf(principal: Pick<Principal, 'type' | 'group' | 'salesRegion' | 'serviceRegion' | 'saleAreaCode' | 'serviceAreaCode'>): ReportReach {
  const ofGroups = <T>(showroom: T | null, service: T | null) => [principal.group.showroom ? showroom : null, principal.group.service ? service : null].filter((v) => v !== null);
  switch (principal.type) {
    case 'region_manager':
      return ofGroups(principal.salesRegion, principal.serviceRegion).length > 0 ? 'region' : 'none';
    case 'area_manager':
      return ofGroups(principal.saleAreaCode, principal.serviceAreaCode).length > 0 ? 'area' : 'none';
    case 'dealer':
      return 'dealer';
    case 'external':
      return 'none';
    default:
      return 'all';
  }
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

/** The month and year the page would open on when the view leaves them out (the monthly schedule: the closed month). */
function withMonth(query: Record<string, string>, period: string, now: Date): Record<string, string> {
  if (query.year === undefined || query.month === undefined) {
    const closed = periodMonth(period);
    const [y, m] = (closed ?? thaiMonth(now)).split('-').map(Number);
    const month = closed ? { year: y, month: m } : latestCompleteMonth({ year: y, month: m });
    query.year = String(month.year);
    query.month = String(month.month);
  }
  return query;
}

/** The KPI pages' reading of type, mode and source: every type is no type; a source outside the mode is let go. */
function kpiFilters(search: URLSearchParams, period: string, now: Date): Record<string, string> {
  const query = withMonth(picked(search, KPI_FILTER_KEYS), period, now);
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
 * A date-range page's range: the view's dates (each kept when named), else the monthly period's
 * closed month, else the range the page opens on at `now` (`monthsBack` whole months before the
 * current one, to today).
 */
function dateRange(search: URLSearchParams, period: string, now: Date, monthsBack: number): { from: string; to: string } {
  const closed = periodMonth(period);
  const today = thaiDay(now);
  const fallback = closed ? { from: `${closed}-01`, to: lastDayOf(closed) } : { from: firstDayMonthsBack(today, monthsBack), to: today };
  return { from: search.get('from')?.trim() || fallback.from, to: search.get('to')?.trim() || fallback.to };
}

/**
 * The query of the page's download for a saved view at a period, as the page itself would send it
 * for the view's address: the filters its address holds (anything else dropped), what the page
 * fixes (a VOC KPI page's mode and type, a VOC page's type and report, a survey or notification
 * page's type), its grouping (the user's choice, or one level below the place or the owner's
 * `reach`), and the month or range the page would open on when the view leaves it out (the
 * monthly schedule: the month that closed). The api validates it as it validates the download's
 * own query.
 */
export function scheduledReportQuery(page: ScheduledReportPage, viewQuery: string, period: string, now: Date, reach: ReportReach = 'all'): Record<string, string> {
  const search = new URLSearchParams(viewQuery);
  switch (page.download) {
    case 'kpi': {
      const query = kpiFilters(search, period, now);
      if (page.variant === 'qvoc') {
        query.mode = 'qvoc';
        delete query.source;
        if (page.fixedType) query.type = page.fixedType;
      }
      return query;
    }
    case 'voc': {
      const query = kpiFilters(search, period, now);
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
      return withMonth(picked(search, VOICE_FILTER_KEYS), period, now);
    case 'responserate': {
      const place = picked(search, PLACE_KEYS);
      return { type: page.type, ...dateRange(search, period, now, 2), group_by: placeGrouping(place, reach), ...place };
    }
    case 'notify': {
      const { from, to } = dateRange(search, period, now, 0);
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
      // The PDCA page keeps no filter in its address: its default report (the last six months over).
      return { type: page.type };
  }
}

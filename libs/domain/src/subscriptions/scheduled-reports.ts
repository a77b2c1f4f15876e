import type { Principal } from '../access/principal';
import { thaiDay } from '../locale/thai-time';
import type { VocReportName } from '../exports/export-file-names';
import { reportDownloadQuery } from '../reporting/report-download-query';
import type { TicketType } from '../tickets/ticket-kinds';
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
  // The PDCA page keeps no filter in its address: a view of it is its default report.
  return reportDownloadQuery(page, page.download === 'pdca' ? '' : viewQuery, reach, { today: thaiDay(now), closed: periodMonth(period) });
}

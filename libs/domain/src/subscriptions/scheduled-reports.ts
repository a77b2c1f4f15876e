import { latestCompleteMonth } from '../kpi/latest-complete-month';
import { thaiMonth } from '../locale/thai-time';
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
 * - The pages offered are those whose download is one spreadsheet of the report's filters: the KPI
 *   reports (ticket KPI and the two VOC KPI pages).
 * - A view whose filters leave the month open takes the month the page opens on then (the latest
 *   complete month); the monthly schedule takes the month that closed. A view that names its month
 *   keeps it (the user chose it).
 * - One schedule per view (its schedule and language can be changed); a deleted view ends it.
 */
export const REPORT_SCHEDULES = ['weekly', 'monthly'] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];

/** The report download a scheduled view sends: the ticket KPI or the Q-VOC KPI spreadsheet (of one type). */
export interface ScheduledReportPage {
  variant: 'ticket' | 'qvoc';
  /** The VOC KPI pages show one type of survey tickets only. */
  fixedType?: TicketType;
}

export const SCHEDULED_REPORT_PAGES: Readonly<Record<string, ScheduledReportPage>> = {
  '/app/report/ticketkpi': { variant: 'ticket' },
  '/app/report/salevockpi': { variant: 'qvoc', fixedType: 'showroom' },
  '/app/report/servicevockpi': { variant: 'qvoc', fixedType: 'service' },
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

/** The KPI filters a report address may hold, as the download takes them. */
const KPI_FILTER_KEYS = ['period', 'year', 'month', 'type', 'mode', 'source', 'region', 'area_code', 'dealer_id'] as const;

/**
 * The query of the page's download for a saved view at a period: the view's report filters as its
 * address holds them (the grouping and anything else dropped: the download has its own), the month
 * and year the page would open on when the view leaves them out (the monthly schedule: the closed
 * month), and a VOC KPI page's fixed mode and type. The api validates it as it validates the
 * download's own query.
 */
export function scheduledReportQuery(page: ScheduledReportPage, viewQuery: string, period: string, now: Date): Record<string, string> {
  const search = new URLSearchParams(viewQuery);
  const query: Record<string, string> = {};
  for (const key of KPI_FILTER_KEYS) {
    const value = search.get(key);
    if (value !== null && value !== '') query[key] = value;
  }
  if (query.year === undefined || query.month === undefined) {
    const closed = periodMonth(period);
    const [y, m] = (closed ?? thaiMonth(now)).split('-').map(Number);
    const month = closed ? { year: y, month: m } : latestCompleteMonth({ year: y, month: m });
    query.year = String(month.year);
    query.month = String(month.month);
  }
  if (page.variant === 'qvoc') {
    query.mode = 'qvoc';
    delete query.source;
    if (page.fixedType) query.type = page.fixedType;
  }
  return query;
}

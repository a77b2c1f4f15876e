import type { TicketSource } from '../tickets/ticket-kinds';
import { FISCAL_YEAR_START_MONTH, fiscalYearOf } from '../locale/thai-time';

/** Report periods (SPEC.md §2): one month, 3-month cumulative, 6-month, fiscal year to date. */
export const REPORT_PERIODS = ['monthly', '3months', '6months', 'ytd'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Report modes: every source, survey only (Q-VOC), or call centre only. */
export const REPORT_MODES = ['overall', 'qvoc', 'callcenter'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

export const MODE_SOURCES: Record<ReportMode, readonly TicketSource[]> = {
  overall: ['survey', 'hotsheet', 'callcenter', 'hotsheet_import'],
  qvoc: ['survey'],
  callcenter: ['callcenter'],
};

/**
 * The sources a report counts: the mode's, narrowed to one source when a source filter is given.
 * A source outside the mode counts nothing (the api refuses it before it gets here).
 */
export function reportSources(mode: ReportMode = 'overall', source?: TicketSource | null): readonly TicketSource[] {
  const sources = MODE_SOURCES[mode];
  if (!source) return sources;
  return sources.includes(source) ? [source] : [];
}

/** Whether a source filter fits a mode (a Q-VOC report has no call-centre source, and so on). */
export function sourceFitsMode(source: TicketSource, mode: ReportMode = 'overall'): boolean {
  return MODE_SOURCES[mode].includes(source);
}

/** A month as YYYY-MM-01. */
export type MonthStart = string;

const monthStart = (year: number, month: number): MonthStart => `${year}-${String(month).padStart(2, '0')}-01`;

function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The months a report covers, ending with the chosen month: `from` is the first month, `to` the
 * month after the last (exclusive), both as YYYY-MM-01.
 */
export function periodMonths(period: ReportPeriod, year: number, month: number): { from: MonthStart; to: MonthStart; months: MonthStart[] } {
  let first: { year: number; month: number };
  switch (period) {
    case 'monthly':
      first = { year, month };
      break;
    case '3months':
      first = addMonths(year, month, -2);
      break;
    case '6months':
      first = addMonths(year, month, -5);
      break;
    case 'ytd':
      first = { year: fiscalYearOf(year, month), month: FISCAL_YEAR_START_MONTH };
      break;
  }
  const count = (year * 12 + month) - (first.year * 12 + first.month) + 1;
  const months = Array.from({ length: count }, (_, i) => {
    const m = addMonths(first.year, first.month, i);
    return monthStart(m.year, m.month);
  });
  const after = addMonths(year, month, 1);
  return { from: months[0], to: monthStart(after.year, after.month), months };
}

/** How many months a KPI trend shows (the management summary: the last 12 months). */
export const TREND_MONTHS = 12;

/** The `count` months ending with the chosen month (oldest first), with `from` and `to` as periodMonths gives them. */
export function trendMonths(year: number, month: number, count: number = TREND_MONTHS): { from: MonthStart; to: MonthStart; months: MonthStart[] } {
  const months = Array.from({ length: count }, (_, i) => {
    const m = addMonths(year, month, i - count + 1);
    return monthStart(m.year, m.month);
  });
  const after = addMonths(year, month, 1);
  return { from: months[0], to: monthStart(after.year, after.month), months };
}

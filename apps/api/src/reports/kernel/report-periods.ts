import { periodMonths, previousPeriodMonths, type MonthStart, type ReportPeriod } from '@voc/domain';
import type { SqlParams } from '@voc/sql';

/** A report's months: the first, the month after the last (YYYY-MM-01) and each month. */
export interface ReportMonths {
  readonly from: MonthStart;
  readonly to: MonthStart;
  readonly months: MonthStart[];
}

/** The filters that name a period of months (a month, and how many months back: libs/domain REPORT_PERIODS). */
export interface MonthFilters {
  readonly period?: ReportPeriod;
  readonly year: number;
  readonly month: number;
}

/** The period step of a report over months: the filters' period, or the report's default (libs/domain periodMonths). */
export function monthsOf(fallback: ReportPeriod = 'monthly'): (filters: MonthFilters) => ReportMonths & { period: ReportPeriod } {
  return (filters) => {
    const period = filters.period ?? fallback;
    return { period, ...periodMonths(period, filters.year, filters.month) };
  };
}

/** The period step of a report compared with the period before it (libs/domain previousPeriodMonths: a year to date with the last one's). */
export function monthsAndPreviousOf(fallback: ReportPeriod = 'monthly'): (filters: MonthFilters) => { current: ReportMonths; previous: ReportMonths } {
  return (filters) => {
    const period = filters.period ?? fallback;
    return { current: periodMonths(period, filters.year, filters.month), previous: previousPeriodMonths(period, filters.year, filters.month) };
  };
}

/** `column` (a date of the first of a month, over alias r) within [from, to). */
export function inMonths(column: string, months: { from: string; to: string }, params: SqlParams): string {
  return `${column} >= ${params.add(months.from)}::date AND ${column} < ${params.add(months.to)}::date`;
}

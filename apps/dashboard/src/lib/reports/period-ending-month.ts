import { REPORT_PERIODS, type ReportPeriod } from '@voc/domain';
import { oneOfParam } from '../url-params';

/** A period (a month, 3 or 6 months, the year to date) ending with a year and month: the survey and voice pages' choice. */
export interface PeriodEndingMonth {
  period: ReportPeriod;
  year: number;
  month: number;
}

function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** The period read from an address: anything missing or not understood takes its default, and so does a year outside the offered years. */
export function periodEndingMonthFromSearch(search: URLSearchParams, defaults: PeriodEndingMonth, years: readonly number[]): PeriodEndingMonth {
  const year = intIn(search.get('year'), 1900, 2100);
  return {
    period: oneOfParam(REPORT_PERIODS, search.get('period')) ?? defaults.period,
    year: year !== null && years.includes(year) ? year : defaults.year,
    month: intIn(search.get('month'), 1, 12) ?? defaults.month,
  };
}

/** Writes the parts that differ from the defaults into search params; months as 01-12. */
export function writePeriodEndingMonth(search: URLSearchParams, period: PeriodEndingMonth, defaults: PeriodEndingMonth): void {
  if (period.period !== defaults.period) search.set('period', period.period);
  if (period.year !== defaults.year) search.set('year', String(period.year));
  if (period.month !== defaults.month) search.set('month', String(period.month).padStart(2, '0'));
}

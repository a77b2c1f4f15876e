import { periodMonths, type MonthStart, type ReportPeriod } from '../kpi/report-periods';

/**
 * The period a report's "change against the previous period" compares with: the same number of
 * months just before (the month before; the 3 or 6 months before), and for the fiscal year to
 * date the same months one year earlier (April to the chosen month of the previous fiscal year).
 */
export function previousPeriodMonths(period: ReportPeriod, year: number, month: number): { from: MonthStart; to: MonthStart; months: MonthStart[] } {
  if (period === 'ytd') return periodMonths('ytd', year - 1, month);
  const current = periodMonths(period, year, month);
  const index = year * 12 + (month - 1) - current.months.length;
  return periodMonths(period, Math.floor(index / 12), (index % 12) + 1);
}

/** The change from `before` to `now` in percent, one decimal; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

import { periodMonths, type MonthStart, type ReportPeriod } from '../kpi/report-periods';

/** How many periods before the chosen one a trend compares with, unless asked otherwise. */
export const DEFAULT_BASELINE_PERIODS = 3;

/**
 * The baseline of a trend: the `periods` periods of the chosen period's length just before it
 * (for a fiscal year to date: as many months as it has so far), as [from, to) months.
 */
export function baselineMonths(period: ReportPeriod, year: number, month: number, periods = DEFAULT_BASELINE_PERIODS): { from: MonthStart; to: MonthStart } {
  if (!Number.isInteger(periods) || periods < 1) throw new RangeError(`a baseline is a whole number of periods ≥ 1, got ${periods}`);
  const current = periodMonths(period, year, month);
  const first = Number(current.from.slice(0, 4)) * 12 + Number(current.from.slice(5, 7)) - 1 - current.months.length * periods;
  return { from: `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}-01`, to: current.from };
}

/**
 * Which rows a response-rate read over the days `from`..`to` (YYYY-MM-DD, inclusive) takes from
 * survey_rate_monthly and which from survey_rate_daily: the calendar months lying wholly inside the
 * range from the monthly table (`months`, first and last month's first day), the days before the
 * first and after the last of them from the daily one (`days`, at most two spans). A range that
 * holds no whole month is read from the daily table alone. Both tables count a case on its Thai day
 * received (a month's row is the sum of its days), so the answer is the same either way; this is a
 * choice of table, not a counting rule.
 */
export interface RateRangeParts {
  months: { first: string; last: string } | null;
  days: Array<{ from: string; to: string }>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function monthStart(year: number, month: number): string {
  const normalized = new Date(Date.UTC(year, month - 1, 1));
  return normalized.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export function rateRangeParts(from: string, to: string): RateRangeParts {
  if (!DAY.test(from) || !DAY.test(to)) throw new RangeError(`not a day: ${DAY.test(from) ? to : from}`);
  if (to < from) return { months: null, days: [] };
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  // The first whole month starts at `from` when it is a first of the month, else the month after.
  const first = fd === 1 ? from : monthStart(fy, fm + 1);
  // The last whole month ends at `to` when `to` is its last day, else the month before.
  const nextMonth = monthStart(ty, tm + 1);
  const last = dayBefore(nextMonth) === to ? monthStart(ty, tm) : monthStart(ty, tm - 1);
  if (first > last) return { months: null, days: [{ from, to }] };
  const days: RateRangeParts['days'] = [];
  if (from < first) days.push({ from, to: dayBefore(first) });
  const afterLast = last.slice(0, 7) === to.slice(0, 7) ? null : monthStart(Number(last.slice(0, 4)), Number(last.slice(5, 7)) + 1);
  if (afterLast && afterLast <= to) days.push({ from: afterLast, to });
  return { months: { first, last }, days };
}

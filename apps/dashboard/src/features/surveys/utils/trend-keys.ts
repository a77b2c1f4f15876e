import { formatDayKey, formatMonthKey } from '../../../lib/reports/number-format';

/** The response-rate trend has a point per day for ranges of up to this many days, else per month. */
export const DAILY_TREND_MAX_DAYS = 62;

/** Whether an answer's trend points are days (a short range) or months (the api's rule, issue 12). */
export function trendStep(from: string, to: string): 'day' | 'month' {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Number.isFinite(days) && days <= DAILY_TREND_MAX_DAYS ? 'day' : 'month';
}

/** A trend key ("2026-05-03" or "2026-05-01") as the step shows it: "3 May" or "May 2026". */
export function formatTrendKey(key: string, step: 'day' | 'month', locale: string): string {
  return step === 'day' ? formatDayKey(key, locale) : formatMonthKey(key, locale);
}

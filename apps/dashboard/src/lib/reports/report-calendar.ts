import { REPORT_MONTHS, reportYears } from '@voc/domain';
import { BANGKOK_TIME_ZONE } from '@voc/domain';

export interface YearMonth {
  year: number;
  month: number;
}

const YEAR_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: BANGKOK_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** This month in Thailand. */
export function currentYearMonth(now = new Date()): YearMonth {
  const parts = Object.fromEntries(YEAR_MONTH.formatToParts(now).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month) };
}

/**
 * The years a report may end in, newest first: 2018 to the current fiscal year (reportYears), and
 * the current calendar year too. In January to March the fiscal year is still last year's, but
 * the months just past are this calendar year's and must stay choosable.
 */
export function yearOptions(today: YearMonth): number[] {
  const years = new Set(reportYears(today));
  years.add(today.year);
  return [...years].sort((a, b) => b - a);
}

/** Months 01 to 12 (SPEC.md §9) with their names in the interface language. */
export function monthOptions(locale: string): Array<{ value: number; label: string }> {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return REPORT_MONTHS.map((mm, i) => ({ value: i + 1, label: `${mm} · ${name.format(Date.UTC(2020, i, 1))}` }));
}

/** The months an answer covers ({from, to} with `to` exclusive, both YYYY-MM-01) as "YYYY-MM" keys. */
export function periodMonthKeys(period: { from: string; to: string }): { first: string; last: string } {
  const [year, month] = period.to.slice(0, 7).split('-').map(Number);
  const lastIndex = year * 12 + (month - 1) - 1;
  const last = `${Math.floor(lastIndex / 12)}-${String((lastIndex % 12) + 1).padStart(2, '0')}`;
  return { first: period.from.slice(0, 7), last };
}

import { fiscalYearOf } from '../locale/thai-time';

/** Report years run from 2018 to the current fiscal year (SPEC.md §9, issue: "to the current fiscal year"). */
export const FIRST_REPORT_YEAR = 2018;

export function reportYears(today: { year: number; month: number }): number[] {
  const last = fiscalYearOf(today.year, today.month);
  return Array.from({ length: last - FIRST_REPORT_YEAR + 1 }, (_, i) => FIRST_REPORT_YEAR + i);
}

export const REPORT_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

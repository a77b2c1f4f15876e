/** The car maker's fiscal year starts in April: January to March count to the previous year (SPEC.md §5, §9). */
export const FISCAL_YEAR_START_MONTH = 4;

/** The fiscal year of a calendar month (1-12). */
export function fiscalYearOf(year: number, month: number): number {
  return month >= FISCAL_YEAR_START_MONTH ? year : year - 1;
}

/** Report years run from 2018 to the current fiscal year (SPEC.md §9, issue: "to the current fiscal year"). */
export const FIRST_REPORT_YEAR = 2018;

export function reportYears(today: { year: number; month: number }): number[] {
  const last = fiscalYearOf(today.year, today.month);
  return Array.from({ length: last - FIRST_REPORT_YEAR + 1 }, (_, i) => FIRST_REPORT_YEAR + i);
}

export const REPORT_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/**
 * The months a brief compares (issue 33): the closed month itself, the month before it, and the
 * same month a year earlier. Months are YYYY-MM-01, the report periods' form. The brief's figures
 * are each month's own figures (a "monthly" report period), never a running total.
 */
export interface BriefMonths {
  month: string;
  previous: string;
  lastYear: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function briefMonths(year: number, month: number): BriefMonths {
  const previous = month === 1 ? `${year - 1}-12-01` : `${year}-${pad(month - 1)}-01`;
  return { month: `${year}-${pad(month)}-01`, previous, lastYear: `${year - 1}-${pad(month)}-01` };
}

/** A month's YYYY-MM-01 as { year, month } (the report queries' filters). */
export function monthParts(month: string): { year: number; month: number } {
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

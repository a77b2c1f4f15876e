import { FIELD_ERRORS, type FieldErrorDetail } from '@voc/contracts';
import { addMonths, thaiMonth } from '@voc/domain';

/** The longest range the PDCA report covers, in months. */
export const PDCA_REPORT_MAX_MONTHS = 24;
/** Months the report shows when no date is given: the last six that are over. */
export const PDCA_REPORT_DEFAULT_MONTHS = 6;

/**
 * The months (YYYY-MM-01, first and last) whose rows a created-date range selects. A row's created
 * date is the first day of the month after its month (when its figures were final and the plan
 * became owed), so month M is in the range when that day is: from ≤ M+1 ≤ to.
 */
export function pdcaReportMonths(fromDate: string | undefined, toDate: string | undefined, now: Date): { from: string; to: string } | { problems: FieldErrorDetail[] } {
  const current = thaiMonth(now);
  const to = toDate ? addMonths(`${toDate.slice(0, 7)}-01`, -1) : addMonths(current, -1);
  const from = fromDate ? (fromDate.slice(8, 10) === '01' ? addMonths(`${fromDate.slice(0, 7)}-01`, -1) : `${fromDate.slice(0, 7)}-01`) : addMonths(to, -(PDCA_REPORT_DEFAULT_MONTHS - 1));
  if (fromDate && toDate && toDate.slice(0, 10) < fromDate.slice(0, 10)) return { problems: [{ field: 'to_created_date', message: FIELD_ERRORS.dateOrder }] };
  if (addMonths(from, PDCA_REPORT_MAX_MONTHS) <= to) return { problems: [{ field: 'to_created_date', message: FIELD_ERRORS.rangeTooLong }] };
  return { from, to };
}

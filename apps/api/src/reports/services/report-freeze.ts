import type { ReportFreeze } from '@voc/contracts';
import { monthsThrough, previousMonth } from '@voc/domain';
import { FIGURE_ROWS, frozenMonthsSql, lateChangeSql, type FigureProjection } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';

/**
 * The month-end freezing of a report's period [from, to) (libs/domain month-close): which months
 * are final (frozen by every partition of the projection) and since when, and how many of their
 * tickets (those `where` matches over the projection's per-ticket rows, alias r, with
 * `received_month`) are late changes: their figures now are not those recorded when the
 * projection froze their month (libs/domain late-changes: figures that changed, a deadline passed
 * since the close, a ticket come in or deleted since; not a ticket merely touched). Null when no
 * month of the period is frozen.
 */
export async function reportFreeze(
  reporting: SqlRunner,
  projection: FigureProjection,
  period: { from: string; to: string },
  late: { where: string; params: SqlParams },
): Promise<ReportFreeze | null> {
  const frozen = await reporting.query<Array<{ month: string; frozen_on: string }>>(
    `SELECT to_char(month, 'YYYY-MM-DD') AS month, to_json(frozen_on) #>> '{}' AS frozen_on FROM (${frozenMonthsSql('reporting', projection)}) f
     WHERE month >= $1::date AND month < $2::date ORDER BY month`,
    [period.from, period.to],
  );
  if (frozen.length === 0) return null;
  const [count] = await reporting.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM reporting.${FIGURE_ROWS[projection].name} r
     JOIN (${frozenMonthsSql('reporting', projection)}) f ON f.month = r.received_month
     WHERE ${late.where} AND ${lateChangeSql('reporting', projection, 'r')}`,
    late.params.values,
  );
  return { frozen_months: frozen, final: frozen.length === monthsThrough(period.from, previousMonth(period.to)).length, late_tickets: count.n };
}

import { COUNTED_STATUSES, THAI_SQL } from '@voc/domain';
import type { SqlParams, SqlRunner } from '@voc/sql';

/** reporting.status_day_flows, aliased `r`: tickets entering and leaving each status per Thai day. */
export class StatusDayFlowsRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** Per day of [from, to) up to today and per counted status: entered that day, and standing at its end. */
  async trend(where: string, params: SqlParams, from: string, to: string): Promise<Array<{ day: string; status: string; entered: string; standing: string }>> {
    // Every day of the period (up to today) for every status: standing at a day's end = all that
    // entered minus all that left up to that day, so the count before the period is carried in.
    const statuses = params.add(COUNTED_STATUSES);
    const fromParam = params.add(from);
    const toParam = params.add(to);
    return this.reporting.query<Array<{ day: string; status: string; entered: string; standing: string }>>(
      `WITH daily AS (
         SELECT r.day, r.status, sum(r.entered) AS entered, sum(r.exited) AS exited
         FROM reporting.status_day_flows r
         WHERE ${where} AND r.day < ${toParam}::date AND r.status = ANY(${statuses}::text[])
         GROUP BY r.day, r.status
       ), start AS (
         SELECT status, sum(entered - exited) AS standing FROM daily WHERE day < ${fromParam}::date GROUP BY status
       ), grid AS (
         SELECT d::date AS day, s AS status
         FROM generate_series(${fromParam}::date, least(${toParam}::date - 1, ${THAI_SQL.today}), interval '1 day') d,
              unnest(${statuses}::text[]) s
       )
       SELECT to_char(g.day, 'YYYY-MM-DD') AS day, g.status, coalesce(f.entered, 0) AS entered,
         coalesce(st.standing, 0) + sum(coalesce(f.entered, 0) - coalesce(f.exited, 0)) OVER (PARTITION BY g.status ORDER BY g.day) AS standing
       FROM grid g LEFT JOIN daily f ON f.day = g.day AND f.status = g.status LEFT JOIN start st ON st.status = g.status
       ORDER BY g.day, g.status`,
      params.values,
    );
  }
}

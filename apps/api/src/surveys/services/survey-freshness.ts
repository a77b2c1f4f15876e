import type { DataSource } from 'typeorm';
import type { SurveySyncState } from '@voc/contracts';

/**
 * The survey figures' "data as of": now when the survey projections have taken in the whole
 * survey log, otherwise the time of the oldest survey event not yet applied.
 */
export async function surveyDataAsOf(db: DataSource, reporting: DataSource): Promise<string | null> {
  const [cp] = await reporting.query<Array<{ tx: string; position: string }>>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM reporting.projection_checkpoints WHERE projection = 'surveys'`,
  );
  const [row] = await db.query<Array<{ oldest: Date | null }>>(
    `SELECT min(e.recorded_at) AS oldest FROM survey_events e WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)`,
    [cp?.tx ?? '0', cp?.position ?? '0'],
  );
  return row?.oldest ? row.oldest.toISOString() : new Date().toISOString();
}

/**
 * How the last syncs of a type's two streams (cases and answers) went: the last success is the
 * older of the two streams' (figures are whole only when both are), the last attempt the newer,
 * and the error of a stream whose last attempt failed.
 */
export async function surveySyncState(db: DataSource, type: 'showroom' | 'service'): Promise<SurveySyncState> {
  const rows = await db.query<Array<{ last_attempt_at: Date | null; last_success_at: Date | null; last_error: string | null }>>(
    `SELECT last_attempt_at, last_success_at, last_error FROM survey_sync WHERE stream IN ($1, $2)`,
    [`responserate:${type}`, `dashboard:${type}`],
  );
  if (rows.length === 0) return { last_success_at: null, last_attempt_at: null, last_error: null };
  const successes = rows.map((r) => r.last_success_at);
  const lastSuccess = rows.length < 2 || successes.some((s) => s === null) ? null : new Date(Math.min(...successes.map((s) => (s as Date).getTime())));
  const attempts = rows.map((r) => r.last_attempt_at?.getTime() ?? 0);
  const lastAttempt = Math.max(...attempts);
  return {
    last_success_at: lastSuccess ? lastSuccess.toISOString() : null,
    last_attempt_at: lastAttempt > 0 ? new Date(lastAttempt).toISOString() : null,
    last_error: rows.find((r) => r.last_error)?.last_error ?? null,
  };
}

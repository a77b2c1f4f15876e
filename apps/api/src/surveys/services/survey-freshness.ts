import type { SurveySyncState } from '@voc/contracts';
import { SURVEY_LOG } from '@voc/events';
import type { SqlRunner } from '@voc/persistence';
import { projectionFreshness } from '../../reports/services/projection-freshness';
import { SurveySyncRepository } from '../repositories/survey-sync.repository';

/** The survey figures' "data as of": the survey projections' freshness (projectionFreshness over the survey log). */
export async function surveyDataAsOf(db: SqlRunner, reporting: SqlRunner): Promise<string | null> {
  return (await projectionFreshness(db, reporting, SURVEY_LOG)).data_as_of;
}

/**
 * How the last syncs of a type's two streams (cases and answers) went: the last success is the
 * older of the two streams' (figures are whole only when both are), the last attempt the newer,
 * and the error of a stream whose last attempt failed.
 */
export async function surveySyncState(db: SqlRunner, type: 'showroom' | 'service'): Promise<SurveySyncState> {
  const rows = await new SurveySyncRepository(db).streams([`responserate:${type}`, `dashboard:${type}`]);
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

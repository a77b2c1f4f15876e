import type { SurveySyncState } from '@voc/contracts';
import { feedNamed } from '@voc/projections';
import type { ReportReads } from '../../reports/kernel/report-reads';
import type { SurveySyncRepository } from '../repositories/survey-sync.repository';

/** The survey figures' "data as of": the survey projections' freshness (projectionFreshness over the survey log). */
export async function surveyDataAsOf(reads: ReportReads): Promise<string | null> {
  return (await reads.freshness(feedNamed('surveys'))).data_as_of;
}

/** The sync's two streams of a type: survey cases, then answers. */
export function surveyStreams(type: 'showroom' | 'service'): string[] {
  return [`responserate:${type}`, `dashboard:${type}`];
}

/**
 * How the last syncs of a type's two streams (cases and answers) went: the last success is the
 * older of the two streams' (figures are whole only when both are), the last attempt the newer,
 * and the error of a stream whose last attempt failed; and how many items they hold, for users
 * who may act on it (`withHeld`: not dealer staff).
 */
export async function surveySyncState(repository: SurveySyncRepository, type: 'showroom' | 'service', withHeld: boolean): Promise<SurveySyncState> {
  const [rows, held] = await Promise.all([repository.streams(surveyStreams(type)), withHeld ? repository.heldCount(surveyStreams(type)) : null]);
  if (rows.length === 0) return { last_success_at: null, last_attempt_at: null, last_error: null, held_items: held };
  const successes = rows.map((r) => r.last_success_at);
  const lastSuccess = rows.length < 2 || successes.some((s) => s === null) ? null : new Date(Math.min(...successes.map((s) => (s as Date).getTime())));
  const attempts = rows.map((r) => r.last_attempt_at?.getTime() ?? 0);
  const lastAttempt = Math.max(...attempts);
  return {
    last_success_at: lastSuccess ? lastSuccess.toISOString() : null,
    last_attempt_at: lastAttempt > 0 ? new Date(lastAttempt).toISOString() : null,
    last_error: rows.find((r) => r.last_error)?.last_error ?? null,
    held_items: held,
  };
}

import type { SqlRunner } from '@voc/persistence';

/** A survey service stream's last sync (survey_sync): when it was tried, when it last succeeded, why it failed. */
export interface SurveySyncRow {
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
}

/** survey_sync: where each stream of the survey service sync stands. */
export class SurveySyncRepository {
  constructor(private readonly db: SqlRunner) {}

  /** The rows of the given streams (fewer when a stream has never run). */
  streams(names: readonly string[]): Promise<SurveySyncRow[]> {
    return this.db.query<SurveySyncRow[]>(`SELECT last_attempt_at, last_success_at, last_error FROM survey_sync WHERE stream = ANY($1::text[])`, [names]);
  }
}

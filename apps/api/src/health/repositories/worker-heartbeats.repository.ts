import type { SqlRunner } from '@voc/sql';

/** worker_heartbeats: each worker process's last beat. */
export class WorkerHeartbeatsRepository {
  constructor(private readonly db: SqlRunner) {}

  /** The freshest beat of any worker, or null when none has beaten yet. */
  async latestBeat(): Promise<Date | null> {
    const rows = await this.db.query<Array<{ beat_at: Date | null }>>('SELECT max(beat_at) AS beat_at FROM worker_heartbeats');
    return rows[0]?.beat_at ?? null;
  }
}

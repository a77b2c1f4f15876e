import type { ReportScheduleRow } from '@voc/contracts';
import type { ReportSchedule, SubscriptionLanguage } from '@voc/domain';
import { PRINCIPAL_COLUMNS, type PrincipalFields } from '@voc/persistence';
import { returnedRows, selectColumns, type SqlRunner } from '@voc/sql';

/** A schedule as the scheduled-report run reads it: the view, its owner as they are now, and the owner's address. */
export type DueScheduleRow = PrincipalFields & {
  saved_view_id: string;
  name: string;
  path: string;
  query: string;
  schedule: ReportSchedule;
  language: SubscriptionLanguage;
  email: string;
};

/** saved_view_schedules (migration 1766700000000): one schedule per saved view, each bounded to its owner. */
export class ReportSchedulesRepository {
  constructor(private readonly db: SqlRunner) {}

  /** The user's saved views on `paths` with their schedules, by name. */
  list(userId: string, paths: readonly string[]): Promise<ReportScheduleRow[]> {
    return this.db.query<ReportScheduleRow[]>(
      `SELECT v.id AS saved_view_id, v.name, v.page_path AS path, v.filter_query AS query, s.schedule, coalesce(s.language, 'th') AS language
       FROM saved_views v LEFT JOIN saved_view_schedules s ON s.saved_view_id = v.id
       WHERE v.user_id = $1 AND v.page_path = ANY($2::text[]) ORDER BY lower(v.name), v.created_at`,
      [userId, paths],
    );
  }

  /** The user's own view of this id (its page and filters), or null. */
  async view(userId: string, viewId: string): Promise<{ path: string; query: string } | null> {
    const [row] = await this.db.query<Array<{ path: string; query: string }>>(`SELECT page_path AS path, filter_query AS query FROM saved_views WHERE user_id = $1 AND id = $2`, [userId, viewId]);
    return row ?? null;
  }

  async save(userId: string, viewId: string, schedule: ReportSchedule, language: SubscriptionLanguage): Promise<void> {
    await this.db.query(
      `INSERT INTO saved_view_schedules (saved_view_id, user_id, schedule, language) SELECT id, user_id, $3, $4 FROM saved_views WHERE user_id = $1 AND id = $2
       ON CONFLICT (saved_view_id) DO UPDATE SET schedule = $3, language = $4, updated_at = now()`,
      [userId, viewId, schedule, language],
    );
  }

  /** Ends a view's schedule; answers whether there was one. */
  async remove(userId: string, viewId: string): Promise<boolean> {
    return returnedRows(await this.db.query(`DELETE FROM saved_view_schedules WHERE user_id = $1 AND saved_view_id = $2 RETURNING saved_view_id`, [userId, viewId])).length === 1;
  }

  /**
   * Every schedule whose owner can still sign in and has an email (an inactive user, or dealer
   * staff of a closed dealer, receives nothing), with the owner's principal fields as they are now.
   */
  due(): Promise<DueScheduleRow[]> {
    return this.db.query<DueScheduleRow[]>(
      `SELECT ${selectColumns(PRINCIPAL_COLUMNS, 'u')}, nullif(trim(u.email), '') AS email,
              v.id AS saved_view_id, v.name, v.page_path AS path, v.filter_query AS query, s.schedule, s.language
       FROM saved_view_schedules s JOIN saved_views v ON v.id = s.saved_view_id JOIN users u ON u.id = s.user_id LEFT JOIN dealers d ON d.id = u.dealer_ref
       WHERE u.active_flag = 1 AND (u.type <> 'dealer' OR d.status = 'normal') AND nullif(trim(u.email), '') IS NOT NULL
       ORDER BY s.user_id, s.saved_view_id`,
    );
  }

  /** The outbox keys among `keys` already requested. */
  async requested(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.query<Array<{ key: string }>>(`SELECT idempotency_key AS key FROM user_mail_outbox WHERE idempotency_key = ANY($1::text[])`, [keys]);
    return new Set(rows.map((r) => r.key));
  }

  /** Keeps a scheduled mail's spreadsheet (once: a second writer's copy is dropped). */
  async storeFile(key: string, fileName: string, content: Buffer): Promise<void> {
    await this.db.query(`INSERT INTO scheduled_report_files (outbox_key, file_name, content) VALUES ($1, $2, $3) ON CONFLICT (outbox_key) DO NOTHING`, [key, fileName, content]);
  }

  /**
   * Deletes up to `limit` kept spreadsheets whose mail was sent or failed for good before
   * `finishedBefore` (a mail still owed keeps its file); rows another deleter holds are skipped.
   * Answers how many went.
   */
  async deleteFilesOfMailsFinishedBefore(finishedBefore: Date, limit: number): Promise<number> {
    const rows = await this.db.query<Array<{ n: number }>>(
      `WITH old AS (
         SELECT f.outbox_key FROM scheduled_report_files f JOIN user_mail_outbox o ON o.idempotency_key = f.outbox_key
         WHERE o.status IN ('sent', 'failed') AND o.finished_at < $1::timestamptz
         LIMIT $2 FOR UPDATE OF f SKIP LOCKED),
       gone AS (DELETE FROM scheduled_report_files f USING old WHERE f.outbox_key = old.outbox_key RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [finishedBefore.toISOString(), limit],
    );
    return rows[0]?.n ?? 0;
  }
}

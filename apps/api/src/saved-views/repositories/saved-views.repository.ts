import type { SavedView } from '@voc/contracts';
import { returnedRows, type SqlRunner } from '@voc/sql';

const VIEW_COLUMNS = `id AS "_id", name, page_path AS path, filter_query AS query, to_json(created_at) #>> '{}' AS created_at`;

/** One user's saved views (main database); every statement is bounded to the user's own rows. */
export class SavedViewsRepository {
  constructor(private readonly db: SqlRunner) {}

  /** The user's views by name. */
  list(userId: string): Promise<SavedView[]> {
    return this.db.query<SavedView[]>(`SELECT ${VIEW_COLUMNS} FROM saved_views WHERE user_id = $1 ORDER BY lower(name), created_at`, [userId]);
  }

  async find(userId: string, id: string): Promise<SavedView | null> {
    const [row] = await this.db.query<SavedView[]>(`SELECT ${VIEW_COLUMNS} FROM saved_views WHERE user_id = $1 AND id = $2`, [userId, id]);
    return row ?? null;
  }

  /**
   * Adds a view unless the user already keeps `max`; answers its id, or null when full. The user's
   * row is locked first, so two saves at once cannot both pass the count.
   */
  async insert(userId: string, view: { name: string; path: string; query: string }, max: number): Promise<string | null> {
    await this.db.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    const [row] = await this.db.query<Array<{ id: string }>>(
      `INSERT INTO saved_views (user_id, name, page_path, filter_query)
       SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM saved_views WHERE user_id = $1) < $5
       RETURNING id`,
      [userId, view.name, view.path, view.query, max],
    );
    return row?.id ?? null;
  }

  /** Answers false when the user has no view of this id. */
  async rename(userId: string, id: string, name: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(await this.db.query(`UPDATE saved_views SET name = $3, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, id, name]));
    return rows.length === 1;
  }

  /** Answers false when the user has no view of this id. */
  async remove(userId: string, id: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(await this.db.query(`DELETE FROM saved_views WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, id]));
    return rows.length === 1;
  }
}

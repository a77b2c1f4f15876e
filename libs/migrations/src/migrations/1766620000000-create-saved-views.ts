import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved views (issue 32): a user's named filters of a list or report page (the page's path and
 * its address's filter query), opened from the user menu. A name once per user whatever its case;
 * that index also serves the user's list. A user's views go with the user.
 */
export class CreateSavedViews1766620000000 implements MigrationInterface {
  name = 'CreateSavedViews1766620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE saved_views (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      page_path text NOT NULL CHECK (length(page_path) BETWEEN 1 AND 200),
      filter_query text NOT NULL DEFAULT '' CHECK (length(filter_query) <= 1000),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX saved_views_user_name_key ON saved_views (user_id, lower(name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_views`);
  }
}

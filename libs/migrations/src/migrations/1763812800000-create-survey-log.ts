import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The survey programme's write side (issue 12):
 * - survey_events: the survey log, a sibling of ticket_events with the same guarantees (tx_id for
 *   the safe horizon event_log_horizon(), append-only, read in (tx_id, position) order).
 * - survey_cases: what the product knows of each case (the stages it has reached, its dealer, its
 *   answer and ticket), so a case the service repeats appends nothing new.
 * - survey_sync: each stream's cursor and how the last sync went.
 * - survey_held_items: items the sync could not place yet (a dealer the product does not know, an
 *   answer whose case has not arrived); retried at every sync, counted once placed.
 * A ticket raised from a low score carries import_key 'survey:{type}:{survey_id}' (unique), so a
 * response raises one ticket however often it is synced.
 */
export class CreateSurveyLog1763812800000 implements MigrationInterface {
  name = 'CreateSurveyLog1763812800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE survey_events (
        position bigserial PRIMARY KEY,
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        case_key text NOT NULL,
        type text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX survey_events_tx_idx ON survey_events (tx_id, position)`);
    await q.query(`CREATE INDEX survey_events_case_idx ON survey_events (case_key, position)`);
    await q.query(`
      CREATE FUNCTION survey_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'survey_events is append-only (% refused)', TG_OP;
      END $$`);
    await q.query(`
      CREATE TRIGGER survey_events_no_change BEFORE UPDATE OR DELETE ON survey_events
      FOR EACH ROW EXECUTE FUNCTION survey_events_append_only()`);

    await q.query(`
      CREATE TABLE survey_cases (
        survey_type text NOT NULL,
        survey_id text NOT NULL,
        dealer_ref uuid NOT NULL REFERENCES dealers (id),
        area_code text,
        region text,
        received_day date NOT NULL,
        received boolean NOT NULL DEFAULT false,
        cleansed boolean NOT NULL DEFAULT false,
        sent boolean NOT NULL DEFAULT false,
        outcome text,
        answered_at timestamptz,
        ticket_id uuid REFERENCES tickets (id),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (survey_type, survey_id)
      )`);
    await q.query(`CREATE INDEX survey_cases_dealer_idx ON survey_cases (dealer_ref, survey_type, received_day)`);

    await q.query(`
      CREATE TABLE survey_sync (
        stream text PRIMARY KEY,
        cursor text,
        last_attempt_at timestamptz,
        last_success_at timestamptz,
        last_error text,
        items_applied bigint NOT NULL DEFAULT 0
      )`);

    await q.query(`
      CREATE TABLE survey_held_items (
        stream text NOT NULL,
        survey_id text NOT NULL,
        dealer_code text NOT NULL,
        reason text NOT NULL,
        item jsonb NOT NULL,
        first_held_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream, survey_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE survey_held_items`);
    await q.query(`DROP TABLE survey_sync`);
    await q.query(`DROP TABLE survey_cases`);
    await q.query(`DROP TRIGGER survey_events_no_change ON survey_events`);
    await q.query(`DROP TABLE survey_events`);
    await q.query(`DROP FUNCTION survey_events_append_only()`);
  }
}

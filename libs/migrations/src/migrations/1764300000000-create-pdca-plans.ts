import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENT_LOG_CHANNEL } from '../event-log/event-log-channel';

/**
 * PDCA (development) plans, issue 14:
 * - pdca_plans: one plan per dealer branch, type and month (the month whose figures missed a
 *   target); its stored state (owed plans have no row yet) and its four parts: Plan (problem,
 *   root cause, actions with owner and due date), Do (what was done), Act (what becomes standard).
 *   Check is not stored: it is read from the projections.
 * - pdca_files: the Do part's files, stored by the upload storage like ticket files.
 * - pdca_events: the PDCA log, a sibling of ticket_events with the same guarantees (tx_id for the
 *   safe horizon, append-only, read in (tx_id, position) order); its appends wake the event relay
 *   like the ticket log's.
 * - audit_log learns the entity 'pdca_plan' and the review actions.
 */
export class CreatePdcaPlans1764300000000 implements MigrationInterface {
  name = 'CreatePdcaPlans1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pdca_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dealer_ref uuid NOT NULL REFERENCES dealers (id),
        type text NOT NULL CHECK (type IN ('showroom', 'service')),
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        state text NOT NULL CHECK (state IN ('draft', 'submitted', 'returned', 'accepted')),
        problem text NOT NULL DEFAULT '',
        root_cause text NOT NULL DEFAULT '',
        actions jsonb NOT NULL DEFAULT '[]',
        do_text text NOT NULL DEFAULT '',
        act_text text NOT NULL DEFAULT '',
        review_comment text,
        created_by uuid NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid NOT NULL REFERENCES users (id),
        updated_at timestamptz NOT NULL DEFAULT now(),
        submitted_at timestamptz,
        returned_at timestamptz,
        accepted_at timestamptz,
        UNIQUE (dealer_ref, type, month)
      )`);
    // The work page lists a reviewer's plans by state, type and month.
    await q.query(`CREATE INDEX pdca_plans_state_idx ON pdca_plans (state, type, month)`);

    await q.query(`
      CREATE TABLE pdca_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        plan_id uuid NOT NULL REFERENCES pdca_plans (id),
        kind text NOT NULL CHECK (kind IN ('image', 'pdf')),
        originalname text NOT NULL,
        stored_name text NOT NULL UNIQUE,
        mime_type text NOT NULL,
        size integer NOT NULL,
        uploaded_by uuid NOT NULL REFERENCES users (id),
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX pdca_files_plan_idx ON pdca_files (plan_id, uploaded_at)`);

    await q.query(`
      CREATE TABLE pdca_events (
        position bigserial PRIMARY KEY,
        plan_id uuid NOT NULL,
        type text NOT NULL,
        payload jsonb NOT NULL,
        actor_id uuid,
        actor_type text,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
    await q.query(`CREATE INDEX pdca_events_plan_idx ON pdca_events (plan_id, position)`);
    await q.query(`CREATE INDEX pdca_events_tx_idx ON pdca_events (tx_id, position)`);
    await q.query(`
      CREATE FUNCTION pdca_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'pdca_events is append-only (% refused)', TG_OP;
      END $$`);
    await q.query(`CREATE TRIGGER pdca_events_no_change BEFORE UPDATE OR DELETE ON pdca_events FOR EACH ROW EXECUTE FUNCTION pdca_events_append_only()`);
    await q.query(
      `CREATE FUNCTION notify_pdca_event_appends() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${EVENT_LOG_CHANNEL}', '');
         RETURN NULL;
       END $$`,
    );
    await q.query(`CREATE TRIGGER pdca_events_notify AFTER INSERT ON pdca_events FOR EACH STATEMENT EXECUTE FUNCTION notify_pdca_event_appends()`);

    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_type_check`);
    await q.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_type_check CHECK (entity_type IN ('user', 'dealer', 'pdca_plan'))`);
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check`);
    await q.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('created', 'updated', 'submitted', 'returned', 'accepted'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // audit_log is append-only: rows about plans stay, so the narrower checks hold for new rows only.
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check`);
    await q.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('created', 'updated')) NOT VALID`);
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_entity_type_check`);
    await q.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_log_entity_type_check CHECK (entity_type IN ('user', 'dealer')) NOT VALID`);
    await q.query(`DROP TRIGGER pdca_events_notify ON pdca_events`);
    await q.query(`DROP FUNCTION notify_pdca_event_appends()`);
    await q.query(`DROP TRIGGER pdca_events_no_change ON pdca_events`);
    await q.query(`DROP TABLE pdca_events`);
    await q.query(`DROP FUNCTION pdca_events_append_only()`);
    await q.query(`DROP TABLE pdca_files`);
    await q.query(`DROP TABLE pdca_plans`);
  }
}

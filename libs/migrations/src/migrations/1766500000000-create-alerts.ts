import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts (issue 33). alert_rules: the rules csn edits (kind, the level of the network it watches,
 * threshold, the fewest cases a figure must rest on), six to start with. alerts: one row per rule,
 * place, ticket type and period (alert_key), raised by the worker's evaluation, resolved by it when
 * the figure recovers, closed by a user with a note; with the place's dealer, area and region so a
 * user sees the alerts of their own scope, and the figure it was raised on.
 */
export class CreateAlerts1766500000000 implements MigrationInterface {
  name = 'CreateAlerts1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE alert_rules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('nps_drop', 'breached_share', 'response_rate_low', 'category_rise', 'hot_alert_uncontacted')),
      level text NOT NULL CHECK (level IN ('dealer', 'area', 'region')),
      threshold numeric(10, 2) NOT NULL,
      min_cases integer NOT NULL CHECK (min_cases >= 1),
      enabled boolean NOT NULL DEFAULT true,
      updated_by uuid,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO alert_rules (kind, level, threshold, min_cases) VALUES
      ('nps_drop', 'dealer', 15, 10),
      ('nps_drop', 'area', 10, 30),
      ('breached_share', 'dealer', 25, 8),
      ('response_rate_low', 'area', 20, 30),
      ('category_rise', 'region', 10.83, 5),
      ('hot_alert_uncontacted', 'dealer', 0, 1)`);
    await q.query(`CREATE TABLE alerts (
      id uuid PRIMARY KEY,
      alert_key text NOT NULL UNIQUE,
      rule_id uuid NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
      kind text NOT NULL,
      level text NOT NULL,
      scope_id text NOT NULL,
      type text NOT NULL,
      period text NOT NULL,
      dealer_ref uuid,
      area_code text,
      region text,
      ticket_id uuid,
      subject text,
      figure jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'resolved', 'closed')),
      raised_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      resolved_at timestamptz,
      closed_at timestamptz,
      closed_by uuid,
      close_note text
    )`);
    await q.query(`CREATE INDEX alerts_status_raised_idx ON alerts (status, raised_at DESC)`);
    await q.query(`CREATE INDEX alerts_rule_period_idx ON alerts (rule_id, period)`);
    await q.query(`CREATE INDEX alerts_region_idx ON alerts (region, type, raised_at DESC)`);
    await q.query(`CREATE INDEX alerts_area_idx ON alerts (area_code, type, raised_at DESC)`);
    await q.query(`CREATE INDEX alerts_dealer_idx ON alerts (dealer_ref, type, raised_at DESC)`);
    await q.query(`CREATE INDEX alerts_kind_idx ON alerts (kind, raised_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE alerts`);
    await q.query(`DROP TABLE alert_rules`);
  }
}

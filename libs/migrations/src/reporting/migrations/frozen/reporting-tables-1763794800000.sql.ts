/**
 * FROZEN: the projection tables as the landed migrations 1763791200000, 1763794800000 (main) and
 * 1763794800000 (reporting stream) created them; their text is part of those migrations and the
 * frozen-migrations test fails when it changes. The live definitions are reporting/tables/.
 */
export function reportingTablesSql(schema: string): string[] {
  return [
    // Where each projection has got to in the log: (tx_id, position) of the last applied event.
    `CREATE TABLE ${schema}.projection_checkpoints (
       projection text PRIMARY KEY,
       last_tx xid8 NOT NULL DEFAULT '0'::xid8,
       last_position bigint NOT NULL DEFAULT 0,
       last_event_at timestamptz,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
    `INSERT INTO ${schema}.projection_checkpoints (projection) VALUES ('tickets')`,

    // Per Thai day, dealer, type, source and status: tickets that entered and left the status.
    // Standing at a day's end = running sum of entered - exited up to that day.
    `CREATE TABLE ${schema}.status_day_flows (
       day date NOT NULL,
       dealer_ref uuid NOT NULL,
       type text NOT NULL,
       source text NOT NULL,
       status text NOT NULL,
       area_code text,
       region text,
       entered integer NOT NULL DEFAULT 0,
       exited integer NOT NULL DEFAULT 0,
       PRIMARY KEY (day, dealer_ref, type, source, status)
     )`,
    `CREATE INDEX ON ${schema}.status_day_flows (dealer_ref, type, day)`,
    `CREATE INDEX ON ${schema}.status_day_flows (region, type, day)`,
    `CREATE INDEX ON ${schema}.status_day_flows (area_code, type, day)`,

    // One row per ticket: its KPI times, outcomes and the live state of its next deadline.
    `CREATE TABLE ${schema}.ticket_kpi (
       ticket_id uuid PRIMARY KEY,
       case_no text,
       type text NOT NULL,
       source text NOT NULL,
       dealer_ref uuid NOT NULL,
       area_code text,
       region text,
       received_at timestamptz NOT NULL,
       received_month date NOT NULL,
       status text NOT NULL,
       first_contact_at timestamptz,
       solution_at timestamptz,
       closed_at timestamptz,
       satisfaction_at timestamptz,
       satisfied text,
       sms_received boolean,
       cancelled boolean NOT NULL DEFAULT false,
       deleted boolean NOT NULL DEFAULT false,
       kpi2a boolean,
       kpi2 boolean,
       kpi3 boolean,
       kpi4a boolean,
       kpi4_days numeric(8, 2),
       kpi5a boolean,
       kpi5b boolean,
       kpi5c boolean,
       live_state text NOT NULL DEFAULT 'on_time',
       next_due_at timestamptz,
       last_position bigint NOT NULL
     )`,
    `CREATE INDEX ON ${schema}.ticket_kpi (dealer_ref, type, received_month)`,
    `CREATE INDEX ON ${schema}.ticket_kpi (live_state, next_due_at) WHERE live_state IN ('on_time', 'due_soon', 'breached')`,

    // The monthly roll-up every KPI report reads: one row per month, dealer, type and source.
    `CREATE TABLE ${schema}.kpi_monthly (
       month date NOT NULL,
       dealer_ref uuid NOT NULL,
       type text NOT NULL,
       source text NOT NULL,
       area_code text,
       region text,
       tickets integer NOT NULL,
       open_tickets integer NOT NULL,
       cancelled integer NOT NULL,
       closed integer NOT NULL,
       kpi2a_met integer NOT NULL,
       kpi2a_decided integer NOT NULL,
       kpi2_met integer NOT NULL,
       kpi2_decided integer NOT NULL,
       kpi3_met integer NOT NULL,
       kpi3_decided integer NOT NULL,
       kpi4a_met integer NOT NULL,
       kpi4a_decided integer NOT NULL,
       kpi4_days_sum numeric(14, 2) NOT NULL,
       kpi5a_met integer NOT NULL,
       kpi5b_met integer NOT NULL,
       kpi5c_met integer NOT NULL,
       kpi5_decided integer NOT NULL,
       PRIMARY KEY (month, dealer_ref, type, source)
     )`,
    `CREATE INDEX ON ${schema}.kpi_monthly (region, type, month)`,
    `CREATE INDEX ON ${schema}.kpi_monthly (area_code, type, month)`,
  ];
}

/**
 * FROZEN: the columns and index reporting migration 1764000000000 adds, as addColumnsSql and
 * createTableSql gave them from the definitions in reporting/tables when it landed (ticket_kpi:
 * cancellation time and who held the time; kpi_monthly: their monthly sums). The
 * reporting-definitions integration test keeps the migrated schema equal to the definitions.
 */
export function kpiCancelAndHeldTimeSql(schema: string): string[] {
  return [
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN cancelled_at timestamptz`,
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN proposal_at timestamptz`,
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN approval_since timestamptz`,
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN approval_wait_seconds numeric(14, 3) NOT NULL DEFAULT 0`,
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN to_proposal_days numeric(8, 2)`,
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN approval_wait_days numeric(8, 2)`,
    `CREATE INDEX ON ${schema}.ticket_kpi (closed_at) WHERE closed_at IS NOT NULL`,
    `ALTER TABLE ${schema}.kpi_monthly ADD COLUMN held_tickets integer NOT NULL DEFAULT 0`,
    `ALTER TABLE ${schema}.kpi_monthly ADD COLUMN to_proposal_days_sum numeric(14, 2) NOT NULL DEFAULT 0`,
    `ALTER TABLE ${schema}.kpi_monthly ADD COLUMN approval_wait_days_sum numeric(14, 2) NOT NULL DEFAULT 0`,
  ];
}

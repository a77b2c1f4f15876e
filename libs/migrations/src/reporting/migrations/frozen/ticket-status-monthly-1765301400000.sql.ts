/**
 * FROZEN: ticket_status_monthly and the ticket_kpi index as the reporting migration 1765301400000
 * created them; the frozen-migrations test fails when this text changes. The live definitions are
 * reporting/tables/ticket-status-monthly.table.ts and ticket-kpi.table.ts.
 */
export function ticketStatusMonthlySql(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.ticket_status_monthly (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  status text NOT NULL,
  cancelled boolean NOT NULL,
  area_code text,
  region text,
  tickets integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source, status, cancelled)
)`,
    `CREATE INDEX ON ${schema}.ticket_status_monthly (source, month)`,
    `INSERT INTO ${schema}.ticket_status_monthly (month, dealer_ref, type, source, status, cancelled, area_code, region, tickets)
     SELECT t.received_month, t.dealer_ref, t.type, t.source, t.status, t.cancelled, min(t.area_code), min(t.region), count(*)
     FROM ${schema}.ticket_kpi t WHERE NOT t.deleted GROUP BY t.received_month, t.dealer_ref, t.type, t.source, t.status, t.cancelled`,
    `CREATE INDEX ON ${schema}.ticket_kpi (source, received_at)`,
  ];
}

/**
 * FROZEN: ticket_closed_monthly as the reporting migration 1765301500000 created and filled it; the
 * frozen-migrations test fails when this text changes. The live definition is
 * reporting/tables/ticket-closed-monthly.table.ts.
 */
export function ticketClosedMonthlySql(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.ticket_closed_monthly (
  month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  source text NOT NULL,
  closed_month date NOT NULL,
  area_code text,
  region text,
  tickets integer NOT NULL,
  kpi4_days_sum numeric(14, 2) NOT NULL,
  kpi4a_met integer NOT NULL,
  kpi4a_decided integer NOT NULL,
  held_tickets integer NOT NULL,
  to_proposal_days_sum numeric(14, 2) NOT NULL,
  approval_wait_days_sum numeric(14, 2) NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, source, closed_month)
)`,
    `CREATE INDEX ON ${schema}.ticket_closed_monthly (closed_month)`,
    `INSERT INTO ${schema}.ticket_closed_monthly (month, dealer_ref, type, source, closed_month, area_code, region, tickets, kpi4_days_sum, kpi4a_met, kpi4a_decided, held_tickets, to_proposal_days_sum, approval_wait_days_sum)
     SELECT t.received_month, t.dealer_ref, t.type, t.source, (date_trunc('month', t.closed_at::timestamptz AT TIME ZONE 'Asia/Bangkok'))::date, min(t.area_code), min(t.region), count(*), coalesce(sum(t.kpi4_days), 0), count(*) FILTER (WHERE t.kpi4a), count(t.kpi4a), count(t.approval_wait_days), coalesce(sum(t.to_proposal_days), 0), coalesce(sum(t.approval_wait_days), 0)
     FROM ${schema}.ticket_kpi t WHERE NOT t.deleted AND t.closed_at IS NOT NULL
     GROUP BY t.received_month, t.dealer_ref, t.type, t.source, (date_trunc('month', t.closed_at::timestamptz AT TIME ZONE 'Asia/Bangkok'))::date`,
  ];
}

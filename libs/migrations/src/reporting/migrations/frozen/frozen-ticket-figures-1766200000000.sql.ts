/**
 * FROZEN: the per-ticket figures of frozen months as the reporting migration 1766200000000 created
 * and filled them; the frozen-migrations test fails when this text changes. The live definition is
 * reporting/tables/frozen-ticket-figures.table.ts (its figure columns follow the roll-ups).
 */
export function frozenTicketFiguresSql(schema: string): string[] {
  const frozen = (projection: string) => `SELECT DISTINCT fm.month FROM ${schema}.frozen_months fm WHERE fm.projection = '${projection}'`;
  return [
    `CREATE TABLE ${schema}.frozen_ticket_figures (
  projection text NOT NULL,
  ticket_id uuid NOT NULL,
  month date NOT NULL,
  figures text NOT NULL,
  PRIMARY KEY (projection, ticket_id)
)`,
    `INSERT INTO ${schema}.frozen_ticket_figures (projection, ticket_id, month, figures)
  SELECT 'tickets', t.ticket_id, t.received_month, jsonb_build_object('approval_wait_days', t.approval_wait_days, 'area_code', t.area_code, 'cancelled', t.cancelled,
    'closed_at', t.closed_at, 'dealer_ref', t.dealer_ref, 'kpi2', t.kpi2, 'kpi2a', t.kpi2a, 'kpi3', t.kpi3, 'kpi4_days', t.kpi4_days, 'kpi4a', t.kpi4a, 'kpi5a', t.kpi5a,
    'kpi5b', t.kpi5b, 'kpi5c', t.kpi5c, 'received_month', t.received_month, 'region', t.region, 'source', t.source, 'to_proposal_days', t.to_proposal_days, 'type', t.type)::text
  FROM ${schema}.ticket_kpi t WHERE t.received_month IN (${frozen('tickets')}) AND NOT t.deleted`,
    `INSERT INTO ${schema}.frozen_ticket_figures (projection, ticket_id, month, figures)
  SELECT 'voc', t.ticket_id, t.received_month, jsonb_build_object('area_code', t.area_code, 'cancelled', t.cancelled, 'car_model', t.car_model,
    'categories', to_jsonb(ARRAY(SELECT v FROM unnest(t.categories) v ORDER BY v)), 'dealer_ref', t.dealer_ref, 'received_month', t.received_month, 'region', t.region,
    'source', t.source, 'type', t.type)::text
  FROM ${schema}.ticket_voc t WHERE t.received_month IN (${frozen('voc')}) AND NOT t.deleted`,
  ];
}

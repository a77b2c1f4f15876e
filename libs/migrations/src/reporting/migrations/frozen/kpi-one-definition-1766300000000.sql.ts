/**
 * FROZEN: what reporting migration 1766300000000 does (issue 31, one definition of each KPI across
 * time), as the definitions in reporting/tables gave it when it landed.
 *
 * New columns: ticket_kpi's KPI4 counted days (to completion, or to the month's close for a ticket
 * still open then), its approval wait in KPI-clock hours and the dealer's own KPI4a; kpi_monthly's
 * (and its frozen copy's) count of KPI4's tickets and the dealer's KPI4a met and decided.
 *
 * Then the ticket projection starts again from the beginning of the log: KPI4's average and
 * KPI5c (a receipt counts only within its window after completion) are defined anew, and every
 * month of a trend must be counted by one definition. Its tables are emptied, the months it froze
 * forgotten and its checkpoints (every partition's) put back to the start, so the workers replay
 * the whole log with the rules of this release and freeze every closed month again along the log,
 * as `npm run projections:rebuild` would. The VOC, voice, survey and PDCA projections are not touched.
 */
export function kpiOneDefinitionSql(schema: string): string[] {
  return [
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN kpi4_counted_days numeric(8, 2)`,
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN approval_wait_hours numeric(14, 3) NOT NULL DEFAULT 0`,
    `ALTER TABLE ${schema}.ticket_kpi ADD COLUMN kpi4a_dealer boolean`,
    ...['kpi_monthly', 'kpi_monthly_frozen'].flatMap((table) => [
      `ALTER TABLE ${schema}.${table} ADD COLUMN kpi4_counted integer NOT NULL DEFAULT 0`,
      `ALTER TABLE ${schema}.${table} ADD COLUMN kpi4a_dealer_met integer NOT NULL DEFAULT 0`,
      `ALTER TABLE ${schema}.${table} ADD COLUMN kpi4a_dealer_decided integer NOT NULL DEFAULT 0`,
    ]),
    `TRUNCATE ${schema}.status_day_flows, ${schema}.ticket_kpi, ${schema}.kpi_monthly, ${schema}.notification_status, ${schema}.kpi_monthly_frozen, ${schema}.ticket_status_monthly, ${schema}.ticket_closed_monthly`,
    `DELETE FROM ${schema}.frozen_months WHERE projection = 'tickets'`,
    `UPDATE ${schema}.projection_checkpoints SET last_tx = '0'::xid8, last_position = 0, last_event_at = NULL, applied_at = now() WHERE projection = 'tickets'`,
  ];
}

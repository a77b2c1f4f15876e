/**
 * FROZEN: the notification projection as the reporting migration 1764200000000 created it; the
 * frozen-migrations test fails when this text changes. The live definition is
 * reporting/tables/notification-status.table.ts.
 */
export function notificationStatusSql(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.notification_status (
       notification_id uuid NOT NULL,
       ticket_id uuid NOT NULL,
       type text NOT NULL,
       dealer_ref uuid NOT NULL,
       area_code text,
       region text,
       channel text NOT NULL,
       purpose text NOT NULL,
       recipient_role text NOT NULL,
       kpi text,
       requested_at timestamptz NOT NULL,
       requested_month date NOT NULL,
       status text NOT NULL,
       sent_at timestamptz,
       delivered_at timestamptz,
       failed_at timestamptz,
       failure_stage text,
       failure_reason text,
       attempts integer NOT NULL DEFAULT 0,
       last_position bigint NOT NULL,
       PRIMARY KEY (notification_id)
     )`,
    `CREATE INDEX ON ${schema}.notification_status (type, channel, requested_at)`,
    `CREATE INDEX ON ${schema}.notification_status (type, requested_month, dealer_ref)`,
    `CREATE INDEX ON ${schema}.notification_status (ticket_id)`,
  ];
}

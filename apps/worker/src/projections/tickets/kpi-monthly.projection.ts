import type { EntityManager } from 'typeorm';

export interface RollupKey {
  received_month: string;
  dealer_ref: string;
  type: string;
  source: string;
}

/**
 * Recomputes the monthly roll-up rows of the given keys from ticket_kpi (set-based: delete the
 * keys, insert them again grouped). Running it twice gives the same rows.
 */
export async function recomputeKpiMonthly(manager: EntityManager, schema: string, keys: readonly RollupKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.received_month}|${k.dealer_ref}|${k.type}|${k.source}`, k])).values()];
  if (unique.length === 0) return;
  const keyJson = JSON.stringify(unique);
  const keysSql = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)`;
  await manager.query(
    `DELETE FROM ${schema}.kpi_monthly m USING (${keysSql}) k
     WHERE m.month = k.received_month AND m.dealer_ref = k.dealer_ref AND m.type = k.type AND m.source = k.source`,
    [keyJson],
  );
  await manager.query(
    `INSERT INTO ${schema}.kpi_monthly (month, dealer_ref, type, source, area_code, region, tickets, open_tickets, cancelled, closed,
       kpi2a_met, kpi2a_decided, kpi2_met, kpi2_decided, kpi3_met, kpi3_decided, kpi4a_met, kpi4a_decided, kpi4_days_sum,
       kpi5a_met, kpi5b_met, kpi5c_met, kpi5_decided)
     SELECT t.received_month, t.dealer_ref, t.type, t.source, min(t.area_code), min(t.region),
       count(*), count(*) FILTER (WHERE t.closed_at IS NULL AND NOT t.cancelled), count(*) FILTER (WHERE t.cancelled),
       count(*) FILTER (WHERE t.closed_at IS NOT NULL),
       count(*) FILTER (WHERE t.kpi2a), count(t.kpi2a), count(*) FILTER (WHERE t.kpi2), count(t.kpi2),
       count(*) FILTER (WHERE t.kpi3), count(t.kpi3), count(*) FILTER (WHERE t.kpi4a), count(t.kpi4a),
       coalesce(sum(t.kpi4_days), 0),
       count(*) FILTER (WHERE t.kpi5a), count(*) FILTER (WHERE t.kpi5b), count(*) FILTER (WHERE t.kpi5c), count(t.kpi5a)
     FROM ${schema}.ticket_kpi t JOIN (${keysSql}) k
       ON t.received_month = k.received_month AND t.dealer_ref = k.dealer_ref AND t.type = k.type AND t.source = k.source
     WHERE NOT t.deleted
     GROUP BY t.received_month, t.dealer_ref, t.type, t.source`,
    [keyJson],
  );
}

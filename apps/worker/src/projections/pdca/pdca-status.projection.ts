import { PDCA_STATUS, projectorSelectSql, upsertFromJsonSql } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import type { PdcaEvent } from '@voc/events';
import { evolvePdcaStatus, type PdcaStatusRow } from './pdca-status.evolve';

/** Applies one batch of PDCA events to reporting.pdca_status in `schema` (the caller's transaction). */
export async function applyPdcaEvents(manager: SqlRunner, schema: string, events: readonly PdcaEvent[]): Promise<void> {
  if (events.length === 0) return;
  const planIds = [...new Set(events.map((e) => e.plan_id))];
  const rows = await manager.query<PdcaStatusRow[]>(`SELECT ${projectorSelectSql(PDCA_STATUS)} FROM ${schema}.${PDCA_STATUS.name} WHERE plan_id = ANY($1::uuid[])`, [planIds]);
  const states = new Map(rows.map((row) => [row.plan_id, row]));
  for (const event of events) states.set(event.plan_id, evolvePdcaStatus(states.get(event.plan_id), event));
  const changed = planIds.map((id) => states.get(id)).filter((row): row is PdcaStatusRow => row !== undefined);
  await manager.query(upsertFromJsonSql(schema, PDCA_STATUS, 'replace'), [JSON.stringify(changed)]);
}

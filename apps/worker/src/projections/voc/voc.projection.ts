import { WHOLE_LOG, type ProjectionPartition } from '@voc/domain';
import {
  columnNames,
  projectorSelectSql,
  rollupSql,
  TICKET_VOC,
  upsertFromJsonSql,
  VOC_CATEGORY_MONTHLY,
  VOC_CATEGORY_MONTHLY_FROZEN,
  VOC_MONTHLY,
  VOC_MONTHLY_FROZEN,
} from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import type { TicketEvent } from '@voc/events';
import { evolveTicketVoc, type TicketVocState } from './ticket-voc.evolve';
import { clearCoarseVocRollups, insertCoarseVocRollups, ownAreaPartition, recountWithCoarseRollups } from './voc-coarse-rollups';

async function loadTicketVoc(manager: SqlRunner, schema: string, ticketIds: readonly string[]): Promise<Map<string, TicketVocState>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await manager.query<TicketVocState[]>(`SELECT ${projectorSelectSql(TICKET_VOC)} FROM ${schema}.ticket_voc WHERE ticket_id = ANY($1::uuid[])`, [ticketIds]);
  return new Map(rows.map((row) => [row.ticket_id, row]));
}

/** Evolves and saves the VOC rows of the batch's tickets; answers the rows it changed. */
export async function applyTicketVoc(manager: SqlRunner, schema: string, events: readonly TicketEvent[]): Promise<TicketVocState[]> {
  const states = await loadTicketVoc(manager, schema, [...new Set(events.map((e) => e.ticket_id))]);
  const changed = new Map<string, TicketVocState>();
  for (const event of events) {
    const next = evolveTicketVoc(states.get(event.ticket_id), event);
    if (!next) continue;
    states.set(event.ticket_id, next);
    changed.set(event.ticket_id, next);
  }
  if (changed.size > 0) await manager.query(upsertFromJsonSql(schema, TICKET_VOC, 'replace'), [JSON.stringify([...changed.values()])]);
  return [...changed.values()];
}

const KEYS_SQL = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)`;
const KEY_MATCH = (alias: string, month: string) => `${alias}.${month} = k.received_month AND ${alias}.dealer_ref = k.dealer_ref AND ${alias}.type = k.type AND ${alias}.source = k.source`;

/**
 * Recomputes both monthly roll-ups for the (month, dealer, type, source) keys of the changed
 * rows from ticket_voc, set-based (delete the keys, insert them again grouped): every car model
 * and category under a key is rewritten, so a ticket that moved between them leaves no trace.
 * The coarse roll-ups follow from the rows deleted and inserted, in the same transaction
 * (voc-coarse-rollups), those without the dealer in `partition`'s own rows (the changed rows are
 * its dealers'). Running it twice gives the same rows.
 */
export async function recomputeVocMonthly(manager: SqlRunner, schema: string, changed: readonly TicketVocState[], partition: ProjectionPartition = WHOLE_LOG): Promise<void> {
  const keys = [...new Map(changed.map((r) => [`${r.received_month}|${r.dealer_ref}|${r.type}|${r.source}`, { received_month: r.received_month, dealer_ref: r.dealer_ref, type: r.type, source: r.source }])).values()];
  if (keys.length === 0) return;
  const join = `JOIN (${KEYS_SQL}) k ON ${KEY_MATCH('t', 'received_month')}`;
  for (const table of [VOC_MONTHLY, VOC_CATEGORY_MONTHLY]) {
    await recountWithCoarseRollups(manager, schema, table, JSON.stringify(keys), finerRollupSelect(schema, table, join, ''), ownAreaPartition(partition));
  }
}

/** The SELECT grouping ticket_voc rows `t` (those `join` and `where` keep) into voc_monthly or voc_category_monthly. */
function finerRollupSelect(schema: string, table: typeof VOC_MONTHLY | typeof VOC_CATEGORY_MONTHLY, join: string, where: string): string {
  const columns = columnNames(table) as string[];
  const categories = table === VOC_CATEGORY_MONTHLY;
  return `SELECT ${columns.map((c) => rollupSql(table, c)).join(', ')}
     FROM ${schema}.ticket_voc t ${join}
     ${categories ? 'CROSS JOIN LATERAL unnest(t.categories) AS c(code)' : ''}
     WHERE NOT t.deleted ${categories ? 'AND NOT t.cancelled' : ''} ${where}
     GROUP BY ${table.primaryKey.map((c) => rollupSql(table, c)).join(', ')}`;
}

/**
 * Inserts both VOC roll-ups grouped from ticket_voc rows `t` (those `join` and `where` keep),
 * into the live tables or their frozen copies (month-end freezing).
 */
export async function insertVocRollups(manager: SqlRunner, schema: string, into: { live: boolean }, join: string, where: string, params: unknown[]): Promise<void> {
  for (const [live, frozen] of [
    [VOC_MONTHLY, VOC_MONTHLY_FROZEN],
    [VOC_CATEGORY_MONTHLY, VOC_CATEGORY_MONTHLY_FROZEN],
  ] as const) {
    const target = into.live ? live : frozen;
    await manager.query(`INSERT INTO ${schema}.${target.name} (${columnNames(live).join(', ')}) ${finerRollupSelect(schema, live, join, where)}`, params);
  }
}

/** Every VOC roll-up recounted whole: the finer two from ticket_voc, the coarse ones from them (the end of a replay, which skipped the per-batch roll-ups). */
export async function rebuildVocMonthly(manager: SqlRunner, schema: string): Promise<void> {
  await clearCoarseVocRollups(manager, schema);
  for (const table of [VOC_MONTHLY, VOC_CATEGORY_MONTHLY]) await manager.query(`DELETE FROM ${schema}.${table.name}`);
  await insertVocRollups(manager, schema, { live: true }, '', '', []);
  await insertCoarseVocRollups(manager, schema, { live: true }, '', []);
}

/**
 * Applies one batch of ticket events to the VOC projection in `schema` (the caller's transaction).
 * `rollups` false leaves the roll-ups to one recount at the end (a replay: rebuildVocMonthly).
 * `partition`: whose events they are (the whole log by default).
 */
export async function applyVocEvents(manager: SqlRunner, schema: string, events: readonly TicketEvent[], rollups = true, partition: ProjectionPartition = WHOLE_LOG): Promise<void> {
  if (events.length === 0) return;
  const changed = await applyTicketVoc(manager, schema, events);
  if (rollups) await recomputeVocMonthly(manager, schema, changed, partition);
}

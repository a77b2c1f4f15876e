import type { EntityManager } from 'typeorm';
import { insertCoarseVocRollups } from '../voc/voc-coarse-rollups';
import { insertVocRollups } from '../voc/voc.projection';

/**
 * Freezes the VOC figures of `months`: their roll-ups (the coarse ones included) counted from the ticket rows as they stand
 * (VOC counts have no clock), into the frozen copies. Counted from ticket_voc rather than copied
 * from the live roll-ups, so a replay that defers its roll-ups freezes the same rows.
 */
export async function freezeVocMonths(manager: EntityManager, schema: string, months: readonly string[]): Promise<void> {
  await insertVocRollups(manager, schema, { live: false }, '', 'AND t.received_month = ANY($1::date[])', [months]);
  // The coarse copies summed from the finer copies just written, as the live ones are from the live.
  await insertCoarseVocRollups(manager, schema, { live: false }, 'AND m.month = ANY($1::date[])', [months]);
}

/** The earliest month of receipt in ticket_voc (null when there is no ticket). */
export async function firstVocMonth(manager: EntityManager, schema: string): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(min(received_month), 'YYYY-MM-DD') AS month FROM ${schema}.ticket_voc`);
  return row?.month ?? null;
}

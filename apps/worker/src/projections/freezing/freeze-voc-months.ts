import type { EntityManager } from 'typeorm';
import { columnNames, VOC_CATEGORY_MONTHLY, VOC_CATEGORY_MONTHLY_FROZEN, VOC_MONTHLY, VOC_MONTHLY_FROZEN } from '@voc/persistence';

/** Freezes the VOC figures of `months`: their roll-up rows copied as they stand (VOC counts have no clock). */
export async function freezeVocMonths(manager: EntityManager, schema: string, months: readonly string[]): Promise<void> {
  for (const [live, frozen] of [
    [VOC_MONTHLY, VOC_MONTHLY_FROZEN],
    [VOC_CATEGORY_MONTHLY, VOC_CATEGORY_MONTHLY_FROZEN],
  ] as const) {
    const columns = columnNames(live).join(', ');
    await manager.query(`INSERT INTO ${schema}.${frozen.name} (${columns}) SELECT ${columns} FROM ${schema}.${live.name} WHERE month = ANY($1::date[])`, [months]);
  }
}

/** The earliest month of receipt in ticket_voc (null when there is no ticket). */
export async function firstVocMonth(manager: EntityManager, schema: string): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(min(received_month), 'YYYY-MM-DD') AS month FROM ${schema}.ticket_voc`);
  return row?.month ?? null;
}

import type { EntityManager } from 'typeorm';

/** Why an item waits: its dealer is unknown to the product, or its case has not arrived yet. */
export type HoldReason = 'dealer_unknown' | 'case_unknown' | 'type_mismatch';

export interface HeldItem {
  survey_id: string;
  dealer_code: string;
  reason: HoldReason;
  item: unknown;
}

/** Keeps items the sync could not place (the newest state of each), to try again at the next sync. */
export async function holdItems(manager: EntityManager, stream: string, held: readonly HeldItem[]): Promise<void> {
  if (held.length === 0) return;
  await manager.query(
    `INSERT INTO survey_held_items (stream, survey_id, dealer_code, reason, item)
     SELECT $1, s, d, r, i FROM unnest($2::text[], $3::text[], $4::text[], $5::jsonb[]) AS x(s, d, r, i)
     ON CONFLICT (stream, survey_id) DO UPDATE SET dealer_code = EXCLUDED.dealer_code, reason = EXCLUDED.reason, item = EXCLUDED.item`,
    [stream, held.map((h) => h.survey_id), held.map((h) => h.dealer_code), held.map((h) => h.reason), held.map((h) => JSON.stringify(h.item))],
  );
}

/** Forgets held items that have now been placed (nothing is looked up when the stream holds none, the usual case). */
export async function releaseHeld(manager: EntityManager, stream: string, surveyIds: readonly string[]): Promise<void> {
  if (surveyIds.length === 0) return;
  await manager.query(
    `DELETE FROM survey_held_items WHERE EXISTS (SELECT 1 FROM survey_held_items WHERE stream = $1) AND stream = $1 AND survey_id = ANY($2::text[])`,
    [stream, surveyIds],
  );
}

/**
 * The held items of a stream that can now be placed (their dealer exists, or their case has
 * arrived), oldest first, locked for the caller's transaction. The others are not read again
 * until that changes (an item of the wrong type never will be).
 */
export async function lockPlaceableHeld<T>(manager: EntityManager, stream: string, type: string, limit: number): Promise<T[]> {
  const rows = await manager.query<Array<{ item: T }>>(
    `SELECT h.item FROM survey_held_items h
     WHERE h.stream = $1
       AND ((h.reason = 'dealer_unknown' AND EXISTS (SELECT 1 FROM dealers d WHERE d.dealer_code = h.dealer_code))
         OR (h.reason = 'case_unknown' AND EXISTS (SELECT 1 FROM survey_cases c WHERE c.survey_type = $2 AND c.survey_id = h.survey_id)))
     ORDER BY h.first_held_at, h.survey_id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [stream, type, limit],
  );
  return rows.map((row) => row.item);
}

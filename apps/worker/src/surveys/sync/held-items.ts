import type { EntityManager } from 'typeorm';

/** Why an item waits: its dealer is unknown to the product, or its case has not arrived yet. */
export type HoldReason = 'dealer_unknown' | 'case_unknown' | 'type_mismatch';

export interface HeldItem {
  survey_id: string;
  dealer_code: string;
  reason: HoldReason;
  item: unknown;
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

import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { UnreadableSurveyItem } from '@voc/survey-service-client';

/**
 * Why an item waits: its dealer is unknown to the product, its case has not arrived yet, it is of
 * the other type, or it breaks the contract (unreadable: it stays until the service sends the same
 * survey_id again in a readable state, which places it and releases the held one).
 */
export type HoldReason = 'dealer_unknown' | 'case_unknown' | 'type_mismatch' | 'unreadable';

export interface HeldItem {
  survey_id: string;
  dealer_code: string;
  reason: HoldReason;
  item: unknown;
  /** What is wrong with an unreadable item (the field and the problem). */
  detail?: string;
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

/**
 * A page's unreadable items as held items. One without a readable survey_id is held under a key made
 * from its content, so the same broken item served again is held once. An unreadable item whose
 * survey_id the same page also carries readable is not held: the readable state is applied.
 */
export function unreadableHeld(unreadable: readonly UnreadableSurveyItem[], readable: ReadonlyArray<{ survey_id: string }>): HeldItem[] {
  if (unreadable.length === 0) return [];
  const placed = new Set(readable.map((item) => item.survey_id));
  return unreadable
    .filter((u) => u.survey_id === null || !placed.has(u.survey_id))
    .map((u) => ({
      survey_id: u.survey_id ?? `unreadable:${createHash('sha256').update(JSON.stringify(u.item) ?? 'undefined').digest('hex').slice(0, 24)}`,
      dealer_code: u.dealer_code ?? '',
      reason: 'unreadable' as const,
      item: u.item ?? null,
      detail: u.problem.slice(0, 500),
    }));
}

import { DEALER_EDITORS } from '../access/master-data-access';
import type { UserType } from '../users/user-types';

/** Segments of the car-model master (complaint analysis by segment). */
export const CAR_SEGMENTS = ['sedan', 'hatchback', 'suv', 'pickup', 'mpv', 'ev', 'other'] as const;
export type CarSegment = (typeof CAR_SEGMENTS)[number];

/** The segment of a counted model that the master does not list (or of tickets without a model). */
export const UNKNOWN_SEGMENT = 'unknown';

/** Who keeps the car-model master: csn and nissan, as for the dealer master. Every signed-in user reads it. */
export const CAR_MODEL_EDITORS: readonly UserType[] = DEALER_EDITORS;

export interface CarModelMasterEntry {
  model: string;
  segment: string;
}

/**
 * The segment a ticket's counted model (voc-counting: trimmed, the line-up's spelling) falls in:
 * the master entry of the same name, case and spaces aside; unknown for a model the master does
 * not list and for tickets without a model.
 */
export function segmentOfModel(model: string, master: readonly CarModelMasterEntry[]): string {
  const key = model.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!key || key === '-') return UNKNOWN_SEGMENT;
  return master.find((entry) => entry.model.trim().replace(/\s+/g, ' ').toLowerCase() === key)?.segment ?? UNKNOWN_SEGMENT;
}

import { thaiMonth } from '../locale/thai-time';
import { CAR_MODELS } from '../tickets/car-models';
import { COMPLAINT_CATEGORY_GROUPS, countedCategories, type ComplaintCategories } from '../tickets/complaint-categories';
import type { TicketType } from '../tickets/ticket-kinds';

/**
 * Which state of a ticket the VOC reports (Quick VOC, sales and service VOC, car model) count,
 * and in which month. The worker's VOC projection follows these rules event by event; an
 * independent recount from the raw log must apply exactly the same ones:
 *
 * - Month: the Thai month of the ticket's receipt (`created_date`), the month the KPI reports
 *   count it in. It never moves: the dealer, type, source and receipt date are not editable.
 * - Categories: the ticket's CURRENT complaint categories (the last TicketCreated/TicketUpdated
 *   that carried `complaint_categories`), only codes ticked true that belong to the ticket type's
 *   groups (showroom A, F, P, O; service S), never the free-text codes (those containing 100).
 *   A ticket counts once in each of its codes, so a group's or a report's category total can be
 *   more than its ticket count.
 * - Car model: the CURRENT car model, trimmed; a known model of the line-up in its canonical
 *   spelling whatever its case; empty when none is given (shown as "not given").
 * - Cancelled (TicketCancelled): NOT counted. A cancelled ticket was withdrawn or raised twice;
 *   it stays in the projection as `cancelled` so the VOC ticket count plus the cancelled count
 *   equals the ticket-KPI report's ticket count for the same filters.
 * - Deleted (TicketDeleted): never counted, in no measure.
 */
export interface VocTicketState {
  cancelled: boolean;
  deleted: boolean;
}

export type VocStanding = 'counted' | 'cancelled' | 'deleted';

/** Whether the ticket counts in VOC figures, counts only as cancelled, or not at all. */
export function vocStanding(state: VocTicketState): VocStanding {
  if (state.deleted) return 'deleted';
  return state.cancelled ? 'cancelled' : 'counted';
}

/** The Thai month (YYYY-MM-01) a ticket counts in: the month of its receipt. */
export function vocMonth(createdDate: string | Date): string {
  return thaiMonth(createdDate);
}

const GROUP_OF_CODE: Record<TicketType, ReadonlyMap<string, string>> = {
  showroom: new Map(COMPLAINT_CATEGORY_GROUPS.showroom.flatMap((g) => g.codes.map((code) => [code, g.group] as const))),
  service: new Map(COMPLAINT_CATEGORY_GROUPS.service.flatMap((g) => g.codes.map((code) => [code, g.group] as const))),
};

/** The codes a ticket counts in: ticked, of its type's groups, free text left out; sorted. */
export function vocCategoryCodes(type: TicketType, categories: ComplaintCategories | null | undefined): string[] {
  if (!categories || typeof categories !== 'object') return [];
  return countedCategories(categories).filter((code) => GROUP_OF_CODE[type].has(code));
}

/** The group (A, F, P, O, S) of a counted code; null for a code of no group. */
export function vocCategoryGroup(code: string): string | null {
  return GROUP_OF_CODE.showroom.get(code) ?? GROUP_OF_CODE.service.get(code) ?? null;
}

const CANONICAL_MODELS = new Map(CAR_MODELS.map((model) => [model.toLowerCase(), model as string]));

/** The car model as counted: trimmed, inner spaces single, the line-up's spelling; '' when none. */
export function vocCarModel(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const cleaned = raw.trim().replace(/\s+/g, ' ');
  return CANONICAL_MODELS.get(cleaned.toLowerCase()) ?? cleaned;
}

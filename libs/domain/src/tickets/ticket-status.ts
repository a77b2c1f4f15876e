/**
 * Ticket status codes (SPEC.md §4), listed in the order a ticket moves through them. The rank is
 * what "earlier" and "skipping" mean in refusals; D (cancelled) stands outside the order.
 */
export const TICKET_STATUSES = ['W', 'C', 'S', 'I', 'T', 'R', 'B', 'D'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const STATUS_RANK: Record<Exclude<TicketStatus, 'D'>, number> = { W: 0, C: 1, S: 2, I: 3, T: 4, R: 5, B: 6 };

/** Statuses a ticket cannot leave. */
export const FINAL_STATUSES: readonly TicketStatus[] = ['B', 'D'];

/** The status filter of the ticket lists: all, one status, or B- (everything not completed). */
export const STATUS_FILTERS = ['all', 'W', 'C', 'S', 'T', 'B', 'B-'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The statuses a status filter selects. */
export function statusesOf(filter: StatusFilter): readonly TicketStatus[] {
  if (filter === 'all') return TICKET_STATUSES;
  if (filter === 'B-') return TICKET_STATUSES.filter((s) => s !== 'B');
  return [filter];
}

/** Statuses the edit form offers (SPEC.md §4); D is offered apart, through cancel. */
export const EDIT_STATUS_OPTIONS: readonly TicketStatus[] = ['W', 'C', 'S', 'T', 'B'];

/** Statuses whose per-day counts are projected (SPEC.md §4). */
export const COUNTED_STATUSES: readonly TicketStatus[] = ['W', 'C', 'S', 'T', 'R', 'B'];

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

/** Showroom (sales) or service (after-sales) complaint (SPEC.md §3). */
export const TICKET_TYPES = ['showroom', 'service'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Where a ticket came from (SPEC.md §3). */
export const TICKET_SOURCES = ['survey', 'hotsheet', 'callcenter', 'hotsheet_import'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export function isTicketType(value: unknown): value is TicketType {
  return typeof value === 'string' && (TICKET_TYPES as readonly string[]).includes(value);
}

/** Showroom (sales) or service (after-sales) complaint (SPEC.md §3). */
export const TICKET_TYPES = ['showroom', 'service'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Where a ticket came from (SPEC.md §3). */
export const TICKET_SOURCES = ['survey', 'hotsheet', 'callcenter', 'hotsheet_import'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export function isTicketType(value: unknown): value is TicketType {
  return typeof value === 'string' && (TICKET_TYPES as readonly string[]).includes(value);
}

/** Hot alerts (SPEC.md §1): raised one by one (hotsheet) or by the hotsheet import; reported and listed together. */
export const HOT_ALERT_SOURCES: readonly TicketSource[] = ['hotsheet', 'hotsheet_import'];

/** The ticket list's source filter: one source, or every hot alert (the hot-alert list). */
export const LIST_SOURCE_FILTERS = [...TICKET_SOURCES, 'hot_alert'] as const;
export type ListSourceFilter = (typeof LIST_SOURCE_FILTERS)[number];

/** The sources a list source filter stands for. */
export function listSources(filter: ListSourceFilter): readonly TicketSource[] {
  return filter === 'hot_alert' ? HOT_ALERT_SOURCES : [filter];
}

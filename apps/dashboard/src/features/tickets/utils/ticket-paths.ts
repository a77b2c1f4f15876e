import type { ListSourceFilter, TicketSource, TicketType } from '@voc/domain';

/** The ticket lists of the menu (SPEC.md §2): survey, call centre, and hot alerts (hotsheet and hotsheet import). */
export type ListSource = 'survey' | 'callcenter' | 'hotsheet';

export function ticketListPath(source: ListSource, type: TicketType): string {
  return `/app/ticket/${source}/${type}`;
}

/** The list a ticket is worked from: its source's (hotsheet and hotsheet import in the hot-alert list). */
export function listSourceOf(source: TicketSource): ListSource {
  if (source === 'callcenter' || source === 'survey') return source;
  return 'hotsheet';
}

/** The list's source filter: hot alerts are both hot-alert sources. */
export function listSourceFilter(list: ListSource): ListSourceFilter {
  return list === 'hotsheet' ? 'hot_alert' : list;
}

/**
 * A ticket's detail page sits under its list (`/app/ticket/callcenter/showroom/{id}`), so whoever
 * may open the list may open it (canOpenPath's prefix rule).
 */
export function ticketDetailPath(ticket: { _id: string; source: TicketSource; type: TicketType }): string {
  return `${ticketListPath(listSourceOf(ticket.source), ticket.type)}/${ticket._id}`;
}

/** Navigation state from a list to a ticket: the list's filters, so "back" returns to them. */
export interface FromListState {
  listSearch: string;
}

/** The list filters a ticket page was opened with ('' when opened directly). */
export function listSearchOf(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

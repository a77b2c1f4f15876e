import type { TicketSource, TicketType } from '@voc/domain';

/** The two ticket lists of the menu (SPEC.md §2); hot-alert tickets have no list of their own. */
export type ListSource = 'survey' | 'callcenter';

export function ticketListPath(source: ListSource, type: TicketType): string {
  return `/app/ticket/${source}/${type}`;
}

/** The list a ticket is worked from: call-centre tickets in theirs, every other source with survey. */
export function listSourceOf(source: TicketSource): ListSource {
  return source === 'callcenter' ? 'callcenter' : 'survey';
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

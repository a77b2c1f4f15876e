import { TICKET_SORT_FIELDS, type TicketSortField } from '@voc/contracts';
import { STATUS_FILTERS, type ListSourceFilter, type StatusFilter, type TicketType } from '@voc/domain';
import { isUuid, oneOfParam, positiveIntParam, searchOfParams, textParam, uuidParam } from '../../../lib/url-params';
import { pageSizeParam } from '../../../lib/page-size-param';

/** What a ticket list shows: its filters, sort and page. The URL's search params hold it. */
export interface TicketListParams {
  status: StatusFilter;
  /** YYYY-MM-DD, or '' for no bound. */
  from_created_date: string;
  to_created_date: string;
  /** A dealer branch id, or '' for every dealer the user sees. */
  dealer_id: string;
  q: string;
  /** Whose tickets (issue 32): 'me', 'none', an owner's id, or '' for everyone's. */
  owner: string;
  sort: TicketSortField;
  order: 'asc' | 'desc';
  /** From 1. */
  page: number;
  limit: number;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The lists open newest first (SPEC.md §7), 20 a page. */
export const DEFAULT_LIST_PARAMS: TicketListParams = {
  status: 'all',
  from_created_date: '',
  to_created_date: '',
  dealer_id: '',
  q: '',
  owner: '',
  sort: 'created_oa_date',
  order: 'desc',
  page: 1,
  limit: 20,
};

const Q_MAX = 100;

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const ownerOf = (value: string | null) => {
  const owner = value?.trim().toLowerCase() ?? '';
  return owner === 'me' || owner === 'none' || isUuid(owner) ? owner : DEFAULT_LIST_PARAMS.owner;
};

/**
 * Reads the list's params from the address. Anything missing or not understood falls back to its
 * default, so a hand-edited or stale address still opens a working list.
 */
export function listParamsFromSearch(search: URLSearchParams): TicketListParams {
  const d = DEFAULT_LIST_PARAMS;
  const day = (key: 'from_created_date' | 'to_created_date') => {
    const value = search.get(key)?.trim() ?? '';
    return isIsoDay(value) ? value : d[key];
  };
  return {
    status: oneOfParam(STATUS_FILTERS, search.get('status')) ?? d.status,
    from_created_date: day('from_created_date'),
    to_created_date: day('to_created_date'),
    dealer_id: uuidParam(search.get('dealer_id')) ?? d.dealer_id,
    q: textParam(search.get('q'), Q_MAX),
    owner: ownerOf(search.get('owner')),
    sort: oneOfParam(TICKET_SORT_FIELDS, search.get('sort')) ?? d.sort,
    order: oneOfParam(['asc', 'desc'] as const, search.get('order')) ?? d.order,
    page: positiveIntParam(search.get('page')) ?? d.page,
    limit: pageSizeParam(search.get('limit'), PAGE_SIZES) ?? d.limit,
  };
}

/** The address's search params for a list: only what differs from the defaults, in a fixed order. */
export function searchFromListParams(params: TicketListParams): URLSearchParams {
  return searchOfParams(params, DEFAULT_LIST_PARAMS);
}

/** A change of filter or sort starts again at page 1; a change of page keeps the rest. */
export function changeListParams(current: TicketListParams, change: Partial<TicketListParams>): TicketListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** GET /api/tickets parameters (SPEC.md §7): the route fixes source and type; empty ones are dropped. */
export type TicketListQuery = Partial<Omit<TicketListParams, 'page' | 'limit'>> & {
  type: TicketType;
  source: ListSourceFilter;
  page: number;
  limit: number;
};

export function listQueryOf(params: TicketListParams, source: ListSourceFilter, type: TicketType): TicketListQuery {
  const query: TicketListQuery = { type, source, page: params.page, limit: params.limit, sort: params.sort, order: params.order };
  if (params.status !== 'all') query.status = params.status;
  if (params.from_created_date) query.from_created_date = params.from_created_date;
  if (params.to_created_date) query.to_created_date = params.to_created_date;
  if (params.dealer_id) query.dealer_id = params.dealer_id;
  if (params.q) query.q = params.q;
  if (params.owner) query.owner = params.owner;
  return query;
}

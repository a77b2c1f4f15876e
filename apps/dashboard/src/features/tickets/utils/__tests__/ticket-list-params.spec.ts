// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import {
  DEFAULT_LIST_PARAMS,
  type TicketListParams,
  changeListParams,
  listParamsFromSearch,
  listQueryOf,
  searchFromListParams,
} from '../ticket-list-params';

const DEALER = '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const params = (change: Partial<TicketListParams>): TicketListParams => ({ ...DEFAULT_LIST_PARAMS, ...change });

describe('ticket list params ↔ URL', () => {
  it.each<[string, string, Partial<TicketListParams>]>([
    ['an empty address: the defaults', '', {}],
    ['each status filter', 'status=B-', { status: 'B-' }],
    ['a date range', 'from_created_date=2026-03-01&to_created_date=2026-03-31', { from_created_date: '2026-03-01', to_created_date: '2026-03-31' }],
    ['a dealer', `dealer_id=${DEALER.toUpperCase()}`, { dealer_id: DEALER }],
    ['a search text, trimmed', 'q=%20SR2605-000123%20', { q: 'SR2605-000123' }],
    ['a sort and order', 'sort=case_no&order=asc', { sort: 'case_no', order: 'asc' }],
    ['a page and page size', 'page=3&limit=50', { page: 3, limit: 50 }],
    ['an unknown status', 'status=X', {}],
    ['a date that is not YYYY-MM-DD', 'from_created_date=01-03-2026&to_created_date=2026-02-30', {}],
    ['a dealer that is not an id', 'dealer_id=D0001', {}],
    ['an unknown sort field and order', 'sort=password&order=up', {}],
    ['page 0 and a page size not offered', 'page=0&limit=7', {}],
    ['a page that is not a number', 'page=two', {}],
    ['my tickets', 'owner=me', { owner: 'me' }],
    ['tickets of nobody yet', 'owner=NONE', { owner: 'none' }],
    ["one person's tickets", `owner=${DEALER.toUpperCase()}`, { owner: DEALER }],
    ['an owner that is neither me, none nor an id', 'owner=somebody', {}],
  ])('reads %s', (_case, search, expected) => {
    expect(listParamsFromSearch(new URLSearchParams(search))).toEqual(params(expected));
  });

  it.each<[string, Partial<TicketListParams>, string]>([
    ['the defaults as an empty address', {}, ''],
    ['only what differs from the defaults', { status: 'W', page: 2 }, 'status=W&page=2'],
    ['every filter, in a fixed order', { q: 'สมชาย', dealer_id: DEALER, status: 'C', from_created_date: '2026-01-01', to_created_date: '2026-01-31', sort: 'status', order: 'asc', limit: 100 }, `status=C&from_created_date=2026-01-01&to_created_date=2026-01-31&dealer_id=${DEALER}&q=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2&sort=status&order=asc&limit=100`],
  ])('writes %s', (_case, change, expected) => {
    expect(searchFromListParams(params(change)).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const all = params({ status: 'T', from_created_date: '2026-02-01', to_created_date: '2026-02-28', dealer_id: DEALER, q: '0812345678', sort: 'updated_date', order: 'asc', page: 4, limit: 10 });
    expect(listParamsFromSearch(searchFromListParams(all))).toEqual(all);
  });

  it.each<[string, Partial<TicketListParams>, Partial<TicketListParams>]>([
    ['a new filter goes back to page 1', { status: 'S' }, { status: 'S', page: 1 }],
    ['a new sort goes back to page 1', { sort: 'case_no', order: 'asc' }, { sort: 'case_no', order: 'asc', page: 1 }],
    ['a new page keeps the filters', { page: 6 }, { status: 'W', page: 6 }],
  ])('%s', (_case, change, expected) => {
    expect(changeListParams(params({ status: 'W', page: 5 }), change)).toEqual(params({ status: 'W', ...expected }));
  });

  it.each<[string, Partial<TicketListParams>, Record<string, unknown>]>([
    ['the route fixes source and type; "all" and empty filters are dropped', {}, { source: 'callcenter', type: 'showroom', page: 1, limit: 20, sort: 'created_oa_date', order: 'desc' }],
    [
      'every filter given is sent under its api name',
      { status: 'B-', from_created_date: '2026-05-01', to_created_date: '2026-05-31', dealer_id: DEALER, q: 'SR', owner: 'me', page: 2 },
      { source: 'callcenter', type: 'showroom', page: 2, limit: 20, sort: 'created_oa_date', order: 'desc', status: 'B-', from_created_date: '2026-05-01', to_created_date: '2026-05-31', dealer_id: DEALER, q: 'SR', owner: 'me' },
    ],
  ])('the api query: %s', (_case, change, expected) => {
    expect(listQueryOf(params(change), 'callcenter', 'showroom')).toEqual(expected);
  });
});

import {
  DEFAULT_USER_SEARCH_PARAMS,
  type UserSearchParams,
  changeUserSearchParams,
  searchFromUserSearchParams,
  userSearchParamsFromSearch,
  userSearchQueryOf,
} from '../user-search-params';

const DEALER = '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const params = (change: Partial<UserSearchParams>): UserSearchParams => ({ ...DEFAULT_USER_SEARCH_PARAMS, ...change });

describe('user search params ↔ URL', () => {
  it.each<[string, string, Partial<UserSearchParams>]>([
    ['an empty address: the defaults (every field optional)', '', {}],
    ['names, email and passport id, trimmed', 'first_name=%20Anna&last_name=Lee%20&email=anna%40&passport_id=PX1', { first_name: 'Anna', last_name: 'Lee', email: 'anna@', passport_id: 'PX1' }],
    ['a searchable type', 'type=area_manager', { type: 'area_manager' }],
    ['external cannot be searched for by type', 'type=external', {}],
    ['an unknown type', 'type=boss', {}],
    ['an inactive flag', 'active_flag=0', { active_flag: '0' }],
    ['an active flag not 0 or 1', 'active_flag=3', {}],
    ['a group', 'group=service', { group: 'service' }],
    ['regions with areas inside them', 'dealer_sales_region=Region5&sale_area_code=R5-1&dealer_service_region=Region2&service_area_code=R2-4', { dealer_sales_region: 'Region5', sale_area_code: 'R5-1', dealer_service_region: 'Region2', service_area_code: 'R2-4' }],
    ['an area alone brings its region', 'sale_area_code=R1-4', { dealer_sales_region: 'Region1', sale_area_code: 'R1-4' }],
    ['an area outside its region is dropped', 'dealer_service_region=Region1&service_area_code=R3-1', { dealer_service_region: 'Region1' }],
    ['a dealer id, lower-cased', `dealer=${DEALER.toUpperCase()}`, { dealer: DEALER }],
    ['a dealer that is not an id', 'dealer=D0001', {}],
    ['a page and a page size', 'page=2&limit=100', { page: 2, limit: 100 }],
    ['a page size not offered', 'limit=7', {}],
  ])('reads %s', (_case, search, expected) => {
    expect(userSearchParamsFromSearch(new URLSearchParams(search))).toEqual(params(expected));
  });

  it.each<[string, Partial<UserSearchParams>, string]>([
    ['nothing for the defaults', {}, ''],
    ['only what differs, in a fixed order', { type: 'dealer', first_name: 'ดาว', page: 3 }, 'first_name=%E0%B8%94%E0%B8%B2%E0%B8%A7&type=dealer&page=3'],
    ['the active flag as 0 or 1', { active_flag: '0' }, 'active_flag=0'],
  ])('writes %s', (_case, change, expected) => {
    expect(searchFromUserSearchParams(params(change)).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const all = params({
      first_name: 'a',
      last_name: 'b',
      email: 'c@d',
      passport_id: 'PX',
      type: 'nml',
      active_flag: '1',
      group: 'showroom',
      dealer_sales_region: 'Region3',
      sale_area_code: 'R3-3',
      dealer_service_region: 'Region4',
      service_area_code: 'R4-2',
      dealer: DEALER,
      page: 5,
      limit: 50,
    });
    expect(userSearchParamsFromSearch(searchFromUserSearchParams(all))).toEqual(all);
  });

  it.each<[string, Partial<UserSearchParams>, Partial<UserSearchParams>, Partial<UserSearchParams>]>([
    ['a new search goes back to page 1', { page: 4 }, { type: 'csn' }, { type: 'csn' }],
    ['a new page keeps the search', { group: 'service' }, { page: 2 }, { group: 'service', page: 2 }],
    ['a new region drops an area outside it', { dealer_sales_region: 'Region2', sale_area_code: 'R2-3' }, { dealer_sales_region: 'Region5' }, { dealer_sales_region: 'Region5' }],
  ])('%s', (_case, start, change, expected) => {
    expect(changeUserSearchParams(params(start), change)).toEqual(params(expected));
  });

  it.each<[string, Partial<UserSearchParams>, Record<string, unknown>]>([
    ['only the page when nothing is asked', {}, { page: 1, limit: 20 }],
    ['the fields given, under their api names', { last_name: 'x', active_flag: '0', dealer: DEALER, type: 'dealer' }, { last_name: 'x', active_flag: '0', dealer: DEALER, type: 'dealer', page: 1, limit: 20 }],
  ])('the api query: %s', (_case, change, expected) => {
    expect(userSearchQueryOf(params(change))).toEqual(expected);
  });
});

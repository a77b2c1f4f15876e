import {
  DEFAULT_DEALER_LIST_PARAMS,
  type DealerListParams,
  changeDealerListParams,
  dealerListParamsFromSearch,
  dealerListQueryOf,
  searchFromDealerListParams,
} from '../dealer-list-params';

const params = (change: Partial<DealerListParams>): DealerListParams => ({ ...DEFAULT_DEALER_LIST_PARAMS, ...change });

describe('dealer list params ↔ URL', () => {
  it.each<[string, string, Partial<DealerListParams>]>([
    ['an empty address: the defaults', '', {}],
    ['a code and a name, trimmed', 'dealer_code=%20D00%20&name=%E0%B8%AA%E0%B8%A2%E0%B8%B2%E0%B8%A1', { dealer_code: 'D00', name: 'สยาม' }],
    ['a sales region and an area inside it', 'dealer_sales_region=Region3&sale_area_code=R3-2', { dealer_sales_region: 'Region3', sale_area_code: 'R3-2' }],
    ['a service area given alone brings its region', 'service_area_code=R4-4', { dealer_service_region: 'Region4', service_area_code: 'R4-4' }],
    ['an area outside its region is dropped', 'dealer_sales_region=Region1&sale_area_code=R3-2', { dealer_sales_region: 'Region1' }],
    ['a sale area that exists only for service is dropped', 'sale_area_code=R2-4', { dealer_sales_region: 'Region2' }],
    ['a geographic region', 'dealer_region=NORTH-EAST', { dealer_region: 'NORTH-EAST' }],
    ['a Thai province', 'dealer_province=%E0%B8%A0%E0%B8%B9%E0%B9%80%E0%B8%81%E0%B9%87%E0%B8%95', { dealer_province: 'ภูเก็ต' }],
    ['an English province', 'dealer_province_en=Phuket', { dealer_province_en: 'Phuket' }],
    ['two provinces: the Thai one wins', 'dealer_province=%E0%B8%A0%E0%B8%B9%E0%B9%80%E0%B8%81%E0%B9%87%E0%B8%95&dealer_province_en=Phuket', { dealer_province: 'ภูเก็ต' }],
    ['a status', 'status=closed', { status: 'closed' }],
    ['a page and page size', 'page=3&limit=50', { page: 3, limit: 50 }],
    ['unknown regions, status and page size', 'dealer_sales_region=Region9&dealer_region=MOON&status=open&limit=7&page=0', {}],
  ])('reads %s', (_case, search, expected) => {
    expect(dealerListParamsFromSearch(new URLSearchParams(search))).toEqual(params(expected));
  });

  it.each<[string, Partial<DealerListParams>, string]>([
    ['the defaults as an empty address', {}, ''],
    ['only what differs, in a fixed order', { status: 'normal', dealer_code: 'D1', page: 2 }, 'dealer_code=D1&status=normal&page=2'],
    ['regions with areas', { dealer_service_region: 'Region2', service_area_code: 'R2-4', limit: 100 }, 'dealer_service_region=Region2&service_area_code=R2-4&limit=100'],
  ])('writes %s', (_case, change, expected) => {
    expect(searchFromDealerListParams(params(change)).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const all = params({
      dealer_code: 'D0',
      name: 'Nissan',
      dealer_sales_region: 'Region5',
      sale_area_code: 'R5-3',
      dealer_service_region: 'Region4',
      service_area_code: 'R4-4',
      dealer_region: 'SOUTH',
      dealer_province_en: 'Phuket',
      status: 'normal',
      page: 4,
      limit: 10,
    });
    expect(dealerListParamsFromSearch(searchFromDealerListParams(all))).toEqual(all);
  });

  it.each<[string, Partial<DealerListParams>, Partial<DealerListParams>, Partial<DealerListParams>]>([
    ['a new filter goes back to page 1', { page: 4 }, { status: 'closed' }, { status: 'closed', page: 1 }],
    ['a new page keeps the filters', { status: 'normal' }, { page: 6 }, { status: 'normal', page: 6 }],
    ['a new region drops an area outside it', { dealer_sales_region: 'Region1', sale_area_code: 'R1-4' }, { dealer_sales_region: 'Region2' }, { dealer_sales_region: 'Region2' }],
    ['a cleared region drops its area', { dealer_service_region: 'Region1', service_area_code: 'R1-1' }, { dealer_service_region: '' }, {}],
    ['an area in the same region stays', { dealer_sales_region: 'Region3', sale_area_code: 'R3-1' }, { dealer_service_region: 'Region3' }, { dealer_sales_region: 'Region3', sale_area_code: 'R3-1', dealer_service_region: 'Region3' }],
    ['an English province clears the Thai one', { dealer_province: 'ภูเก็ต' }, { dealer_province_en: 'Phuket' }, { dealer_province_en: 'Phuket' }],
    ['a Thai province clears the English one', { dealer_province_en: 'Phuket' }, { dealer_province: 'ภูเก็ต' }, { dealer_province: 'ภูเก็ต' }],
  ])('%s', (_case, start, change, expected) => {
    expect(changeDealerListParams(params(start), change)).toEqual(params(expected));
  });

  it.each<[string, Partial<DealerListParams>, Record<string, unknown>]>([
    ['only the page when nothing is filtered', {}, { page: 1, limit: 20 }],
    [
      'every filter given, under its api name',
      { dealer_code: 'D1', name: 'x', dealer_sales_region: 'Region1', sale_area_code: 'R1-2', dealer_region: 'EAST', dealer_province: 'ชลบุรี', status: 'normal', page: 2 },
      { dealer_code: 'D1', name: 'x', dealer_sales_region: 'Region1', sale_area_code: 'R1-2', dealer_region: 'EAST', dealer_province: 'ชลบุรี', status: 'normal', page: 2, limit: 20 },
    ],
  ])('the api query: %s', (_case, change, expected) => {
    expect(dealerListQueryOf(params(change))).toEqual(expected);
  });
});

// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import { dealerSearchParams } from '../dealer-lookup-api';

describe('the report dealer picker search', () => {
  it.each([
    ['the first page', { search: ' ', type: 'all', region: '', area_code: '' }, { limit: 30 }],
    ['a dealer code: the one search (code, names, province)', { search: 'D00', type: 'all', region: '', area_code: '' }, { limit: 30, q: 'D00' }],
    ['a province', { search: ' เชียงใหม่ ', type: 'all', region: '', area_code: '' }, { limit: 30, q: 'เชียงใหม่' }],
    ['a name inside the sales region and area', { search: 'สยาม', type: 'showroom', region: 'Region1', area_code: 'R1-2' }, { limit: 30, q: 'สยาม', dealer_sales_region: 'Region1', sale_area_code: 'R1-2' }],
    ['service looks in the service region and area', { search: '', type: 'service', region: 'Region2', area_code: 'R2-4' }, { limit: 30, dealer_service_region: 'Region2', service_area_code: 'R2-4' }],
    ['both types look in the sales ones', { search: '', type: 'all', region: 'Region3', area_code: '' }, { limit: 30, dealer_sales_region: 'Region3' }],
  ] as const)('%s', (_case, search, expected) => {
    expect(dealerSearchParams(search)).toEqual(expected);
  });
});

import { AREA_PAIRS, NO_SALES_SERVICE_AREAS, SALES_SERVICE_FIELDS, salesServiceAreasFromSearch, withAreasInRegions } from '../sales-service-areas';

describe('sales and service areas', () => {
  it('reads both pairs from an address: an area alone brings its region, an area outside its region is dropped', () => {
    expect(salesServiceAreasFromSearch(new URLSearchParams({ sale_area_code: 'R3-2', dealer_service_region: 'Region2', service_area_code: 'R1-1' }))).toEqual({
      dealer_sales_region: 'Region3',
      sale_area_code: 'R3-2',
      dealer_service_region: 'Region2',
      service_area_code: '',
    });
    expect(salesServiceAreasFromSearch(new URLSearchParams({ dealer_sales_region: 'Region9', sale_area_code: ' ' }))).toEqual(NO_SALES_SERVICE_AREAS);
    expect(NO_SALES_SERVICE_AREAS).toEqual({ dealer_sales_region: '', sale_area_code: '', dealer_service_region: '', service_area_code: '' });
  });

  it('keeps an area only while it lies in its region, and leaves the other values alone', () => {
    const values = { name: 'x', dealer_sales_region: 'Region1' as const, sale_area_code: 'R3-1', dealer_service_region: 'Region3' as const, service_area_code: 'R3-1' };
    expect(withAreasInRegions(values)).toEqual({ ...values, sale_area_code: '' });
  });

  it('names the pairs sales first, each area with its region', () => {
    expect(AREA_PAIRS.map((pair) => [pair.kind, pair.region, pair.area])).toEqual([
      ['sale', 'dealer_sales_region', 'sale_area_code'],
      ['service', 'dealer_service_region', 'service_area_code'],
    ]);
    expect(SALES_SERVICE_FIELDS).toEqual(['dealer_sales_region', 'sale_area_code', 'dealer_service_region', 'service_area_code']);
  });
});

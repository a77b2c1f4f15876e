import { dealerPlace } from '../dealer-place';

describe('dealerPlace', () => {
  const dealer = { sale_area_code: 'R1-1', service_area_code: 'R2-4', dealer_sales_region: 'Region1', dealer_service_region: 'Region2' };
  it.each([
    ['showroom', { areaCode: 'R1-1', region: 'Region1' }],
    ['service', { areaCode: 'R2-4', region: 'Region2' }],
  ] as const)('a %s matter belongs to %o', (type, place) => {
    expect(dealerPlace(type, dealer)).toEqual(place);
  });
});

// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { SignedInUser } from '@voc/contracts';
import { allowedTicketTypes, areaInScope, dealerComparisonArea, reportScopeOf, scopePickers, topGrouping } from '../report-scope';

function user(type: SignedInUser['type'], change: Partial<SignedInUser> = {}): SignedInUser {
  return {
    _id: 'u1',
    first_name: 'ทดสอบ',
    last_name: 'ระบบ',
    position_title: null,
    type,
    group: { showroom: true, service: true },
    permission: { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
    dealer: null,
    email: null,
    sale_area_code: null,
    service_area_code: null,
    dealer_sales_region: null,
    dealer_service_region: null,
    must_change_password: false,
    ...change,
  };
}

const DEALER = { _id: 'd-1', dealer_code: 'D0002', dealer_name: 'ก', dealer_name_en: 'A', branch_name: 'ข', branch_name_en: 'B' };

describe('report scope', () => {
  it.each([
    ['csn', user('csn'), { level: 'all' }],
    ['nissan', user('nissan'), { level: 'all' }],
    ['callcenter', user('callcenter'), { level: 'all' }],
    ['a region manager of one region', user('region_manager', { dealer_sales_region: 'Region1', dealer_service_region: 'Region1' }), { level: 'region', regions: ['Region1'] }],
    ['a region manager of two regions', user('region_manager', { dealer_sales_region: 'Region1', dealer_service_region: 'Region2' }), { level: 'region', regions: ['Region1', 'Region2'] }],
    ['a showroom region manager', user('region_manager', { group: { showroom: true, service: false }, dealer_sales_region: 'Region3', dealer_service_region: 'Region4' }), { level: 'region', regions: ['Region3'] }],
    ['a region manager without a region', user('region_manager'), { level: 'none' }],
    ['an area manager', user('area_manager', { sale_area_code: 'R1-1', service_area_code: 'R1-1' }), { level: 'area', areas: ['R1-1'] }],
    ['dealer staff', user('dealer', { dealer: DEALER }), { level: 'dealer', dealerId: 'd-1' }],
    ['external', user('external'), { level: 'none' }],
  ] as const)('%s', (_case, signedIn, expected) => {
    expect(reportScopeOf(signedIn)).toEqual(expected);
  });

  it.each([
    [{ level: 'all' }, 'region', { region: true, area: true, dealer: true }],
    [{ level: 'region', regions: ['Region1'] }, 'area', { region: false, area: true, dealer: true }],
    [{ level: 'area', areas: ['R1-1'] }, 'dealer', { region: false, area: false, dealer: true }],
    [{ level: 'dealer', dealerId: 'd-1' }, 'month', { region: false, area: false, dealer: false }],
  ] as const)('%o starts by %s and offers %o', (scope, grouping, pickers) => {
    expect(topGrouping(scope)).toBe(grouping);
    expect(scopePickers(scope)).toEqual(pickers);
  });

  it.each([
    [{ level: 'all' }, 'R5-3', true],
    [{ level: 'region', regions: ['Region1'] }, 'R1-4', true],
    [{ level: 'region', regions: ['Region1'] }, 'R2-1', false],
    [{ level: 'area', areas: ['R1-1'] }, 'R1-1', true],
    [{ level: 'area', areas: ['R1-1'] }, 'R1-2', false],
  ] as const)('%o has area %s: %s', (scope, area, expected) => {
    expect(areaInScope(scope, area)).toBe(expected);
  });

  it.each([
    ['head office: both', user('nissan', { group: { showroom: true, service: false } }), ['showroom', 'service']],
    ['a showroom dealer: showroom', user('dealer', { group: { showroom: true, service: false } }), ['showroom']],
    ['a service area manager: service', user('area_manager', { group: { showroom: false, service: true } }), ['service']],
    ['a two-group dealer: both', user('dealer'), ['showroom', 'service']],
  ] as const)('ticket types — %s', (_case, signedIn, expected) => {
    expect(allowedTicketTypes(signedIn)).toEqual(expected);
  });

  it.each([
    ['showroom: the sale area', { sale_area_code: 'R1-2', service_area_code: 'R1-3' }, 'showroom', 'R1-2'],
    ['service: the service area', { sale_area_code: 'R1-2', service_area_code: 'R1-3' }, 'service', 'R1-3'],
    ['both types, one area', { sale_area_code: 'R1-2', service_area_code: 'R1-2' }, 'all', 'R1-2'],
    ['both types, two areas: none until a type is chosen', { sale_area_code: 'R1-2', service_area_code: 'R1-3' }, 'all', null],
    ['both types, a showroom-only user', { group: { showroom: true, service: false }, sale_area_code: 'R1-2', service_area_code: 'R1-3' }, 'all', 'R1-2'],
  ] as const)('a dealer is compared with — %s', (_case, change, type, expected) => {
    expect(dealerComparisonArea(user('dealer', { dealer: DEALER, ...change }), type)).toBe(expected);
  });
});

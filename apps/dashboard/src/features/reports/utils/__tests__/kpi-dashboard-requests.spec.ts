// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import { signedInUser } from '../../../../testing/signed-in-user';
import { EMPTY_FILTERS } from '../../../../lib/reports/report-filters';
import { figureLinks, kpiDashboardDefaults, kpiDashboardRequests } from '../kpi-dashboard-requests';

const user = signedInUser;

const DEALER = { _id: 'd-1', dealer_code: 'D0002', dealer_name: 'ก', dealer_name_en: 'A', branch_name: 'ข', branch_name_en: 'B' };
const TODAY = { year: 2026, month: 11 };
const MONTH = { year: 2026, month: 11, period: 'monthly', mode: 'overall' };

describe('KPI dashboard requests', () => {
  it.each([
    ['HQ: the network by region, no dealer calls', user('nissan'), { network: { ...MONTH, group_by: 'region' }, ownDealer: null, ownArea: null }],
    ['dealer staff of one type: their branch and its area, no network call', user('dealer', { dealer: DEALER, group: { showroom: true, service: false } }), { network: null, ownDealer: { ...MONTH, type: 'showroom', dealer_id: 'd-1' }, ownArea: { ...MONTH, type: 'showroom', area_code: 'R1-1', group_by: 'area' } }],
    ['dealer staff of both types: no area to compare with until a type is chosen', user('dealer', { dealer: DEALER }), { network: null, ownDealer: { ...MONTH, dealer_id: 'd-1' }, ownArea: null }],
  ] as const)('%s', (_case, signedIn, expected) => {
    const defaults = kpiDashboardDefaults(signedIn.type === 'dealer' && !signedIn.group.service ? ['showroom'] : ['showroom', 'service'], TODAY);
    const requests = kpiDashboardRequests(signedIn, defaults, TODAY, '2026-11-25');
    expect({ network: requests.network, ownDealer: requests.ownDealer, ownArea: requests.ownArea }).toEqual(expected);
    expect(requests.open).toEqual({ ...MONTH, ...(expected.ownDealer && 'type' in expected.ownDealer ? { type: 'showroom' } : {}) });
  });

  it('asks the status trend for the year to date of a monthly view', () => {
    expect(kpiDashboardRequests(user('nissan'), kpiDashboardDefaults(['showroom', 'service'], TODAY), TODAY, '2026-11-25').trend).toEqual({ ...MONTH, period: 'ytd' });
  });

  it('fits filters read from an address to what the user may see (a year off the list falls back to this year)', () => {
    const requests = kpiDashboardRequests(user('nissan'), { ...EMPTY_FILTERS, year: 1999, month: 3, region: 'Region2' }, TODAY, '2026-11-25');
    expect(requests.network).toEqual({ year: 2026, month: 3, period: 'monthly', mode: 'overall', region: 'Region2', group_by: 'area' });
  });

  it.each([
    ['HQ: the open figures with the open call, the rates with the network call', user('nissan'), 'figure=kpi2a&year=2026&month=11&period=monthly&mode=overall&group_by=region'],
    ['dealer staff: the rates with their own branch call', user('dealer', { dealer: DEALER }), 'figure=kpi2a&year=2026&month=11&period=monthly&mode=overall&dealer_id=d-1'],
  ] as const)('links each key figure to the tickets behind it: %s', (_case, signedIn, kpi2a) => {
    const links = figureLinks(kpiDashboardRequests(signedIn, kpiDashboardDefaults(['showroom', 'service'], TODAY), TODAY, '2026-11-25'));
    expect(links.breached).toBe('/app/main/tickets?figure=breached&year=2026&month=11&period=monthly&mode=overall');
    expect(links.due_soon).toBe('/app/main/tickets?figure=due_soon&year=2026&month=11&period=monthly&mode=overall');
    expect(links.kpi2a).toBe(`/app/main/tickets?${kpi2a}`);
  });
});

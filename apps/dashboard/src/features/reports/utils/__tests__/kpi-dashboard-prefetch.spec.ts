// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { SignedInUser } from '@voc/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { todayInBangkok } from '../../../../lib/date-format';
import { api } from '../../../../lib/store/api';
import { currentYearMonth } from '../../../../lib/reports/report-calendar';
import { filtersFromSearch } from '../../../../lib/reports/report-filters';
import { kpiDashboardSearch, prefetchKpiDashboard } from '../kpi-dashboard-prefetch';
import { kpiDashboardDefaults, kpiDashboardRequests } from '../kpi-dashboard-requests';

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
    sale_area_code: 'R1-1',
    service_area_code: 'R1-2',
    dealer_sales_region: null,
    dealer_service_region: null,
    must_change_password: false,
    ...change,
  };
}

/** A store with the api alone: what the prefetch dispatches into. */
const createStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

const DEALER = { _id: 'd-1', dealer_code: 'D0002', dealer_name: 'ก', dealer_name_en: 'A', branch_name: 'ข', branch_name_en: 'B' };

describe('the KPI dashboard prefetch', () => {
  it.each([
    ['the address has filters: those', '?period=6months', 'period=ytd', 'period=6months'],
    ['no filters in the address: the ones remembered for the tab', '', 'period=ytd', 'period=ytd'],
    ['no filters anywhere: none', '', null, ''],
    ['an empty remembered search: none', '', '', ''],
  ])('reads the filters as the dashboard will: %s', (_case, address, remembered, expected) => {
    expect(kpiDashboardSearch(address, remembered).toString()).toBe(expected);
  });

  it.each([
    ['HQ', user('nissan'), ['kpiReport', 'openTickets', 'statusTrend']],
    ['dealer staff of one type (their branch and its area)', user('dealer', { dealer: DEALER, group: { showroom: true, service: false } }), ['dealerKpiReport', 'kpiReport', 'openTickets', 'statusTrend']],
  ] as const)('asks exactly the calls the dashboard makes: %s', async (_case, signedIn, endpoints) => {
    const store = createStore();
    prefetchKpiDashboard(store.dispatch, signedIn, '?period=6months');
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.endpointName).sort()).toEqual([...endpoints].sort());

    const today = currentYearMonth();
    const types = signedIn.group.service ? (['showroom', 'service'] as const) : (['showroom'] as const);
    const requests = kpiDashboardRequests(signedIn, filtersFromSearch(new URLSearchParams('period=6months'), kpiDashboardDefaults(types, today)), today, todayInBangkok());
    const expected = [requests.network, requests.ownDealer, requests.ownArea, requests.open, requests.trend].filter(Boolean);
    expect(queries.map((query) => query?.originalArgs)).toEqual(expect.arrayContaining(expected));
    expect(queries).toHaveLength(expected.length);

    // No api here: let the calls fail, then drop the cache (and its removal timers).
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    store.dispatch(api.util.resetApiState());
  });
});

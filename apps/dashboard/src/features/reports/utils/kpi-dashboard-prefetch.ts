import type { SignedInUser } from '@voc/contracts';
import { todayInBangkok } from '../../../lib/date-format';
import { currentYearMonth } from '../../../lib/reports/report-calendar';
import { filtersFromSearch } from '../../../lib/reports/report-filters';
import { allowedTicketTypes } from '../../../lib/reports/report-scope';
import type { AppDispatch } from '../../../lib/store/store-hooks';
import { kpiReportsApi } from '../api/kpi-reports-api';
import { KPI_DASHBOARD_SEARCH_KEY, kpiDashboardDefaults, kpiDashboardRequests } from './kpi-dashboard-requests';

/**
 * The address's filters as the KPI dashboard will read them: its own search, or (none given) the
 * ones it remembered for the tab (useRememberedSearch puts those back before asking).
 */
export function kpiDashboardSearch(addressSearch: string, remembered: string | null): URLSearchParams {
  const search = new URLSearchParams(addressSearch);
  return search.size === 0 && remembered ? new URLSearchParams(remembered) : search;
}

/**
 * Asks for the KPI dashboard's figures as soon as the user is known (the profile's answer), while
 * the signed-in area's and the dashboard's code are still on their way, instead of once the
 * dashboard has rendered (issue 15). The very same calls (kpiDashboardRequests), so the dashboard
 * finds them in the cache or under way. Kept a minute unused, like any report answer.
 */
export function prefetchKpiDashboard(dispatch: AppDispatch, user: SignedInUser, addressSearch: string): void {
  const today = currentYearMonth();
  const defaults = kpiDashboardDefaults(allowedTicketTypes(user), today);
  const remembered = globalThis.sessionStorage?.getItem(KPI_DASHBOARD_SEARCH_KEY) ?? null;
  const read = filtersFromSearch(kpiDashboardSearch(addressSearch, remembered), defaults);
  const requests = kpiDashboardRequests(user, read, today, todayInBangkok());
  if (requests.scope.level === 'none') return;
  if (requests.network) void dispatch(kpiReportsApi.util.prefetch('kpiReport', requests.network, {}));
  if (requests.ownDealer) void dispatch(kpiReportsApi.util.prefetch('dealerKpiReport', requests.ownDealer, {}));
  if (requests.ownArea) void dispatch(kpiReportsApi.util.prefetch('kpiReport', requests.ownArea, {}));
  void dispatch(kpiReportsApi.util.prefetch('openTickets', requests.open, {}));
  void dispatch(kpiReportsApi.util.prefetch('statusTrend', requests.trend, {}));
}

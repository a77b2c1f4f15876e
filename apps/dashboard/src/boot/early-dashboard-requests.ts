import type { SignedInUser } from '@voc/contracts';
import { canOpenPath } from '@voc/domain';
import { KPI_DASHBOARD_SEARCH_KEY, kpiDashboardDefaults, kpiDashboardRequests } from '../features/reports/utils/kpi-dashboard-requests';
import { todayInBangkok } from '../lib/date-format';
import { currentYearMonth } from '../lib/reports/report-calendar';
import { filtersFromSearch } from '../lib/reports/report-filters';
import { allowedTicketTypes } from '../lib/reports/report-scope';
import { startEarlyGet } from '../lib/store/early-responses';
import { HOME_PATH } from '../app/routes/landing-path';

/** An address with its parameters as RTK Query's fetchBaseQuery writes them (undefined left out). */
export function reportAddress(path: string, params: object): string {
  const defined = Object.entries(params).filter(([, value]) => value !== undefined);
  return `/api${path}?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString()}`;
}

/**
 * The KPI dashboard's report calls (features/reports/components/kpi-dashboard.tsx), worked out with
 * the dashboard's own kpiDashboardRequests from the profile and the filters the page will read (the
 * address's, else the ones kept for the tab): the addresses of the calls the dashboard will make,
 * none when the user's /app/main has no KPI dashboard.
 */
export function earlyDashboardAddresses(user: SignedInUser, search: string, saved: string | null, now = new Date()): string[] {
  if (!canOpenPath(user, HOME_PATH)) return [];
  const today = currentYearMonth(now);
  const defaults = kpiDashboardDefaults(allowedTicketTypes(user), today);
  const params = new URLSearchParams(search);
  const read = filtersFromSearch(params.size === 0 && saved ? new URLSearchParams(saved) : params, defaults);
  const requests = kpiDashboardRequests(user, read, today, todayInBangkok(now));
  if (requests.scope.level === 'none') return [];
  return [
    requests.network && reportAddress('/tickets/report/kpi', requests.network),
    requests.ownDealer && reportAddress('/tickets/report/dealer/kpi', requests.ownDealer),
    requests.ownArea && reportAddress('/tickets/report/kpi', requests.ownArea),
    reportAddress('/reports/open-tickets', requests.open),
    reportAddress('/reports/status-trend', requests.trend),
  ].filter((address): address is string => address !== null);
}

/** Asks for the KPI dashboard's reports now, for the app's first requests of them (lib/store/early-responses.ts). */
export function startEarlyDashboardRequests(user: SignedInUser, headers: Readonly<Record<string, string>>): void {
  let saved: string | null = null;
  try {
    saved = globalThis.sessionStorage?.getItem(KPI_DASHBOARD_SEARCH_KEY) ?? null;
  } catch {
    // Without storage the page starts from its defaults too.
  }
  for (const address of earlyDashboardAddresses(user, window.location.search, saved)) {
    startEarlyGet(address, headers).catch(() => {
      // The dashboard's own request goes out and shows the failure.
    });
  }
}

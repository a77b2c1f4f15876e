import type { KpiReportAnswer, OpenTicketsSummary, ResultBody, SignedInUser, SuccessEnvelope } from '@voc/contracts';
import { canOpenPath } from '@voc/domain';
import { KPI_DASHBOARD_SEARCH_KEY, kpiDashboardDefaults, kpiDashboardRequests } from '../features/reports/utils/kpi-dashboard-requests';
import { todayInBangkok } from '../lib/date-format';
import { currentYearMonth } from '../lib/reports/report-calendar';
import { filtersFromSearch } from '../lib/reports/report-filters';
import { kpiReportOfAnswer, openTicketsOfAnswer } from '../lib/reports/report-answers';
import { allowedTicketTypes } from '../lib/reports/report-scope';
import { startEarlyGet } from '../lib/store/early-responses';
import { HOME_PATH } from '../app/routes/landing-path';

/** An address with its parameters as RTK Query's fetchBaseQuery writes them (undefined left out). */
export function reportAddress(path: string, params: object): string {
  const defined = Object.entries(params).filter(([, value]) => value !== undefined);
  return `/api${path}?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** The projections' freshness, which the KPI dashboard asks for as it opens (features/reports/hooks/use-live-reports.ts). */
export const FRESHNESS_ADDRESS = '/api/reports/freshness';

/**
 * The KPI dashboard's calls, by what they answer: `freshness` the projections' checkpoint the
 * figures belong to, `main` the report its key figures read the totals of.
 */
export interface EarlyDashboardCalls {
  readonly freshness: string;
  readonly main: string;
  readonly open: string;
  readonly others: readonly string[];
}

/**
 * The KPI dashboard's report calls (features/reports/components/kpi-dashboard.tsx), worked out with
 * the dashboard's own kpiDashboardRequests from the profile and the filters the page will read (the
 * address's, else the ones kept for the tab): the addresses of the calls the dashboard will make,
 * null when the user's /app/main has no KPI dashboard.
 */
export function earlyDashboardCalls(user: SignedInUser, search: string, saved: string | null, now = new Date()): EarlyDashboardCalls | null {
  if (!canOpenPath(user, HOME_PATH)) return null;
  const today = currentYearMonth(now);
  const defaults = kpiDashboardDefaults(allowedTicketTypes(user), today);
  const params = new URLSearchParams(search);
  const read = filtersFromSearch(params.size === 0 && saved ? new URLSearchParams(saved) : params, defaults);
  const requests = kpiDashboardRequests(user, read, today, todayInBangkok(now));
  if (requests.scope.level === 'none') return null;
  const network = requests.network && reportAddress('/tickets/report/kpi', requests.network);
  const ownDealer = requests.ownDealer && reportAddress('/tickets/report/dealer/kpi', requests.ownDealer);
  const ownArea = requests.ownArea && reportAddress('/tickets/report/kpi', requests.ownArea);
  // The dashboard's key figures read the dealer's report when it shows one dealer, else the network's.
  const main = requests.dealerId ? ownDealer : network;
  if (!main) return null;
  return {
    freshness: FRESHNESS_ADDRESS,
    main,
    open: reportAddress('/reports/open-tickets', requests.open),
    others: [main === network ? ownDealer : network, ownArea, reportAddress('/reports/status-trend', requests.trend)].filter((address): address is string => Boolean(address)),
  };
}

/** The addresses of earlyDashboardCalls in the order they go out (the freshness first); none without a KPI dashboard. */
export function earlyDashboardAddresses(user: SignedInUser, search: string, saved: string | null, now = new Date()): string[] {
  const calls = earlyDashboardCalls(user, search, saved, now);
  return calls ? [calls.freshness, calls.main, calls.open, ...calls.others] : [];
}

/** What the KPI dashboard's key figures show, as the early answers bring it (each null when its call failed). */
export interface EarlyKpiFigures {
  readonly open: Promise<OpenTicketsSummary | null>;
  readonly total: Promise<KpiReportAnswer['total'] | null>;
}

/** An early answer read through a copy (the app's request takes the answer itself), null when it failed. */
function readCopy<T, A>(response: Promise<Response>, read: (answer: A) => T): Promise<T | null> {
  return response.then(async (answer) => (answer.ok ? read((await answer.clone().json()) as A) : null)).catch(() => null);
}

/**
 * Asks for the KPI dashboard's reports now, for the app's first requests of them
 * (lib/store/early-responses.ts); answers what the key figures will show (the light first view of
 * /app/main shows it), null when the user's /app/main has no KPI dashboard.
 */
export function startEarlyDashboardRequests(user: SignedInUser, headers: Readonly<Record<string, string>>): EarlyKpiFigures | null {
  let saved: string | null = null;
  try {
    saved = globalThis.sessionStorage?.getItem(KPI_DASHBOARD_SEARCH_KEY) ?? null;
  } catch {
    // Without storage the page starts from its defaults too.
  }
  const calls = earlyDashboardCalls(user, window.location.search, saved);
  if (!calls) return null;
  const start = (address: string) => {
    const response = startEarlyGet(address, headers);
    response.catch(() => {
      // The dashboard's own request goes out and shows the failure.
    });
    return response;
  };
  // The freshness first: the dashboard takes its checkpoint for the one its figures belong to, and
  // refetches them when it moves. Asked for after the reports, it could already count a change
  // their answers do not (e2e/live-dashboard: a ticket created meanwhile never showed).
  start(calls.freshness);
  // The copies are taken at once, before the app can have read an answer.
  const main = readCopy(start(calls.main), (answer: SuccessEnvelope<KpiReportAnswer>) => kpiReportOfAnswer(answer).total);
  const open = readCopy(start(calls.open), (answer: SuccessEnvelope<ResultBody<OpenTicketsSummary>>) => openTicketsOfAnswer(answer));
  for (const address of calls.others) start(address);
  return { open, total: main };
}

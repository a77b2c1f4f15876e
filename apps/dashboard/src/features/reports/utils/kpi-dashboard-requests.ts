import type { KpiGrouping, SignedInUser } from '@voc/contracts';
import { figureTicketsHref } from '../../../lib/reports/figure-tickets-link';
import type { TicketFigure, TicketType } from '@voc/domain';
import { chartGrouping } from '../../../lib/reports/drill-down';
import { type YearMonth, yearOptions } from '../../../lib/reports/report-calendar';
import { EMPTY_FILTERS, type KpiQuery, type ReportFilters, fitFilters, kpiQueryOf } from '../../../lib/reports/report-filters';
import { type ReportScope, allowedTicketTypes, dealerComparisonArea, reportScopeOf } from '../../../lib/reports/report-scope';
import { type TrendRange, trendWindow } from './chart-data';

/** Where the KPI dashboard keeps its last filters for the tab (useRememberedSearch). */
export const KPI_DASHBOARD_SEARCH_KEY = 'voc.kpiDashboard.filters';

/** What the KPI dashboard's filters start from for this user: this month, their one type if only one. */
export function kpiDashboardDefaults(types: readonly TicketType[], today: YearMonth): ReportFilters {
  return { ...EMPTY_FILTERS, year: today.year, month: today.month, type: types.length === 1 ? types[0] : 'all' };
}

/** The KPI dashboard's report calls for a user and the filters read from the address; null: a call not made. */
export interface KpiDashboardRequests {
  scope: ReportScope;
  filters: ReportFilters;
  grouping: KpiGrouping;
  dealerId: string | null;
  areaCode: string | null;
  network: KpiQuery | null;
  ownDealer: (KpiQuery & { dealer_id: string }) | null;
  ownArea: KpiQuery | null;
  open: KpiQuery;
  trend: KpiQuery;
  trendRange: TrendRange;
}

/**
 * The calls the KPI dashboard makes, worked out in one pure function (table-tested), so that code
 * outside the dashboard (a prefetch as the profile answers: docs/BENCHMARKS.md, bench:first-load)
 * can ask for the very same answers.
 */
export function kpiDashboardRequests(user: SignedInUser, read: ReportFilters, today: YearMonth, todayDate: string): KpiDashboardRequests {
  const scope = reportScopeOf(user);
  const types = allowedTicketTypes(user);
  const filters = fitFilters(read, { years: yearOptions(today), types, yearFallback: today.year });
  // The defaults always carry a year and month, and fitting keeps one, so the query is always there.
  const query = kpiQueryOf(filters) as KpiQuery;
  const grouping = chartGrouping(filters, scope);
  const dealerId = scope.level === 'dealer' ? scope.dealerId : null;
  const areaCode = scope.level === 'dealer' ? dealerComparisonArea(user, filters.type) : null;
  const trendSpan = trendWindow(query.period, query.year, query.month, todayDate);
  return {
    scope,
    filters,
    grouping,
    dealerId,
    areaCode,
    network: scope.level === 'dealer' ? null : { ...query, group_by: grouping },
    ownDealer: dealerId ? { ...query, dealer_id: dealerId } : null,
    ownArea: dealerId && areaCode ? { ...query, area_code: areaCode, group_by: 'area' } : null,
    open: query,
    trend: { ...query, period: trendSpan.request },
    trendRange: trendSpan.range,
  };
}

/**
 * Where each key figure leads: the tickets behind it, asked with the very parameters the figure
 * was (the open figures with the open-tickets call's, the KPI rates with the call that shows them).
 */
export function figureLinks(requests: KpiDashboardRequests): Record<TicketFigure, string> {
  const rates = requests.ownDealer ?? requests.network ?? requests.open;
  return {
    open: figureTicketsHref('open', requests.open),
    on_time: figureTicketsHref('on_time', requests.open),
    due_soon: figureTicketsHref('due_soon', requests.open),
    breached: figureTicketsHref('breached', requests.open),
    kpi2a: figureTicketsHref('kpi2a', rates),
    kpi4a: figureTicketsHref('kpi4a', rates),
  };
}

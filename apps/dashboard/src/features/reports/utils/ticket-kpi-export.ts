import { kpiQueryOf, type ReportFilters } from '../../../lib/reports/report-filters';

/** The parameters of GET /api/tickets/report/excel/dealer/kpi and /excel/qvoc/kpi. */
export type KpiSpreadsheetParams = Record<string, string>;

/**
 * The KPI spreadsheet of what a KPI page shows (TICKET_KPI_ or QVOC_KPI_{DDMMYY}.xlsx): the
 * report's own filters (period, month, year, mode, source, type, region, area, dealer), so its
 * figures are the page's; the sheet's grouping is its own (per dealer, and per entity for Q-VOC).
 * null while no month is chosen.
 */
export function kpiSpreadsheetParams(filters: ReportFilters): KpiSpreadsheetParams | null {
  const query = kpiQueryOf(filters);
  if (!query) return null;
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

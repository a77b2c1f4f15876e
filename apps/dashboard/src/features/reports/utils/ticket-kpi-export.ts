import { MODE_SOURCES, periodMonths } from '@voc/domain';
import type { ReportFilters } from '../../../lib/reports/report-filters';

/** The parameters of GET /api/tickets/report/excel/dealer/kpi (TICKET_KPI_{DDMMYY}.xlsx). */
export interface TicketKpiExportParams {
  from_created_date: string;
  to_created_date: string;
  type?: string;
  source?: string;
  dealer_id?: string;
  [key: string]: string | undefined;
}

/**
 * The TICKET_KPI spreadsheet of what the ticket-KPI page shows: per dealer, the tickets received
 * in the report's months (first day to last day, both inclusive), of its type, its source (the
 * mode's one source when it has one) and dealer. null while no month is chosen. The export has no
 * region or area filter: the user's scope bounds it as it bounds the page.
 */
export function ticketKpiExportParams(filters: ReportFilters): TicketKpiExportParams | null {
  if (filters.year === null || filters.month === null) return null;
  const { from, to } = periodMonths(filters.period, filters.year, filters.month);
  const [year, month] = to.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  const modeSources = MODE_SOURCES[filters.mode];
  const source = filters.source || (modeSources.length === 1 ? modeSources[0] : undefined);
  const params: TicketKpiExportParams = { from_created_date: from, to_created_date: lastDay };
  if (filters.type !== 'all') params.type = filters.type;
  if (source) params.source = source;
  if (filters.dealer_id) params.dealer_id = filters.dealer_id;
  return params;
}

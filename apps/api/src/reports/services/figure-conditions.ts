import type { FigureTicketsQueryDto } from '@voc/contracts';
import type { FigureTicketSort, Principal, TicketFigure } from '@voc/domain';
import type { SqlParams } from '@voc/sql';
import { inMonths, monthsOf } from '../kernel/report-periods';
import { reportConditions } from '../kernel/report-scope';

/** Open now, whatever month the ticket arrived in (the open-tickets figures: OpenTicketsHandler). */
export const OPEN_NOW = 'r.closed_at IS NULL AND NOT r.cancelled AND NOT r.deleted';

const isKpiFigure = (figure: TicketFigure): figure is 'kpi2a' | 'kpi4a' => figure === 'kpi2a' || figure === 'kpi4a';

/**
 * The WHERE over ticket_kpi (alias r) of the tickets behind a figure: the figure's own scope and
 * filters (reportConditions, as the figure's report reads them), then what the figure counts. The
 * open figures leave the period out as the open-tickets summary does; a KPI's figure counts the
 * tickets whose KPI is decided (met or missed), received in the period, as kpi_monthly sums them.
 */
export function figureConditions(principal: Principal, filters: FigureTicketsQueryDto, params: SqlParams): string {
  const { figure } = filters;
  if (isKpiFigure(figure)) {
    return `${reportConditions(principal, filters, params, filters.group_by)} AND NOT r.deleted AND r.${figure} IS NOT NULL
      AND ${inMonths('r.received_month', monthsOf()(filters), params)}`;
  }
  const where = `${reportConditions(principal, filters, params)} AND ${OPEN_NOW}`;
  return figure === 'open' ? where : `${where} AND r.live_state = ${params.add(figure)}`;
}

/** Whether each row met the figure's KPI (null for the open figures). */
export function figureMet(figure: TicketFigure): string {
  return isKpiFigure(figure) ? `r.${figure}` : 'NULL::boolean';
}

/** The order: time left to the next deadline (least first; none left last) unless receipt is asked for. */
export function figureOrder(figure: TicketFigure, sort: FigureTicketSort | undefined, order: 'asc' | 'desc' | undefined): string {
  const by = sort ?? (isKpiFigure(figure) ? 'received_at' : 'time_left');
  const direction = (order ?? (by === 'time_left' ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
  const column = by === 'time_left' ? 'r.next_due_at' : 'r.received_at';
  return `${column} ${direction} NULLS LAST, r.ticket_id ${direction}`;
}

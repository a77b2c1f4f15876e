import { FIGURE_TICKET_SORTS, TICKET_FIGURES, type FigureTicketSort, type TicketFigure } from '@voc/domain';
import type { KpiQuery } from './report-filters';

/** The list of the tickets behind a figure of the KPI dashboard, under /app/main (whoever sees the dashboard may open it). */
export const FIGURE_TICKETS_PATH = '/app/main/tickets';

/** The figure's own report parameters the list carries (KpiQuery's keys), in a fixed order. */
const QUERY_KEYS = ['year', 'month', 'period', 'mode', 'source', 'type', 'region', 'area_code', 'dealer_id', 'group_by'] as const;

/** The address of the tickets behind `figure`, counted with `query` (the very parameters the tile's figure was asked with). */
export function figureTicketsHref(figure: TicketFigure, query: KpiQuery): string {
  const search = new URLSearchParams({ figure });
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `${FIGURE_TICKETS_PATH}?${search.toString()}`;
}

/** What the list shows: the figure, its report parameters (checked by the api), the order and the page. */
export interface FigureTicketsParams {
  figure: TicketFigure;
  /** The figure's report parameters as the address holds them. */
  query: Record<string, string>;
  sort: FigureTicketSort;
  order: 'asc' | 'desc';
  /** From 1. */
  page: number;
}

const isFigure = (value: string | null): value is TicketFigure => value !== null && (TICKET_FIGURES as readonly string[]).includes(value);

/** The open figures list the least time left first; a KPI's, the latest received first. */
export function defaultSort(figure: TicketFigure): { sort: FigureTicketSort; order: 'asc' | 'desc' } {
  return figure === 'kpi2a' || figure === 'kpi4a' ? { sort: 'received_at', order: 'desc' } : { sort: 'time_left', order: 'asc' };
}

/** Reads the list's parameters from the address; null without a figure it knows (or without the month). */
export function figureParamsFromSearch(search: URLSearchParams): FigureTicketsParams | null {
  const figure = search.get('figure');
  if (!isFigure(figure) || !search.get('year') || !search.get('month')) return null;
  const query: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value.slice(0, 64);
  }
  const fallback = defaultSort(figure);
  const sort = search.get('sort');
  const order = search.get('order');
  const page = Number(search.get('page'));
  return {
    figure,
    query,
    sort: sort !== null && (FIGURE_TICKET_SORTS as readonly string[]).includes(sort) ? (sort as FigureTicketSort) : fallback.sort,
    order: order === 'asc' || order === 'desc' ? order : fallback.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of the same list with another figure, order or page (a new figure or order starts at page 1). */
export function searchFromFigureParams(params: FigureTicketsParams): URLSearchParams {
  const search = new URLSearchParams({ figure: params.figure });
  for (const key of QUERY_KEYS) if (params.query[key]) search.set(key, params.query[key]);
  const fallback = defaultSort(params.figure);
  if (params.sort !== fallback.sort || params.order !== fallback.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/**
 * A ticket list's open tickets by time left to their next deadline (the list's type and source;
 * null: every source). Open tickets do not depend on the period, which the call requires: this
 * month's is given.
 */
export function deadlinesHref(type: string, source: 'survey' | 'callcenter' | null, today: { year: number; month: number }): string {
  const query: KpiQuery = { year: today.year, month: today.month, period: 'monthly', mode: 'overall', type: type as KpiQuery['type'] };
  if (source) query.source = source;
  return figureTicketsHref('open', query);
}

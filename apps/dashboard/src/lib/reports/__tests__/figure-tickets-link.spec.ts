import { FIGURE_TICKETS_PATH, deadlinesHref, figureParamsFromSearch, figureTicketsHref, searchFromFigureParams } from '../figure-tickets-link';

describe('the link from a dashboard tile to the tickets behind its figure', () => {
  it('carries the figure and exactly the parameters its figure was asked with', () => {
    const href = figureTicketsHref('breached', { year: 2026, month: 5, period: 'monthly', mode: 'overall', type: 'service', dealer_id: 'd-1' });
    expect(href).toBe(`${FIGURE_TICKETS_PATH}?figure=breached&year=2026&month=5&period=monthly&mode=overall&type=service&dealer_id=d-1`);
    const params = figureParamsFromSearch(new URLSearchParams(href.split('?')[1]));
    expect(params).toEqual({ figure: 'breached', query: { year: '2026', month: '5', period: 'monthly', mode: 'overall', type: 'service', dealer_id: 'd-1' }, sort: 'time_left', order: 'asc', page: 1 });
  });

  it.each<[string, string, { sort: string; order: string; page: number } | null]>([
    ['an open figure: least time left first', 'figure=open&year=2026&month=5', { sort: 'time_left', order: 'asc', page: 1 }],
    ['a KPI figure: latest received first', 'figure=kpi2a&year=2026&month=5', { sort: 'received_at', order: 'desc', page: 1 }],
    ['the order and page asked for', 'figure=due_soon&year=2026&month=5&sort=received_at&order=asc&page=3', { sort: 'received_at', order: 'asc', page: 3 }],
    ['an unknown order or page falls back', 'figure=open&year=2026&month=5&sort=name&order=up&page=-2', { sort: 'time_left', order: 'asc', page: 1 }],
    ['no figure it knows', 'figure=all&year=2026&month=5', null],
    ['no month', 'figure=open&year=2026', null],
  ])('reads %s', (_case, search, expected) => {
    const params = figureParamsFromSearch(new URLSearchParams(search));
    expect(params === null ? null : { sort: params.sort, order: params.order, page: params.page }).toEqual(expected);
  });

  it('writes back only what differs from the figure\'s defaults', () => {
    const params = figureParamsFromSearch(new URLSearchParams('figure=open&year=2026&month=5&page=2'))!;
    expect(searchFromFigureParams(params).toString()).toBe('figure=open&year=2026&month=5&page=2');
    expect(searchFromFigureParams({ ...params, sort: 'time_left', order: 'desc', page: 1 }).toString()).toBe('figure=open&year=2026&month=5&sort=time_left&order=desc');
  });

  it('links a ticket list to its open tickets by time left', () => {
    expect(deadlinesHref('service', 'callcenter', { year: 2026, month: 11 })).toBe(`${FIGURE_TICKETS_PATH}?figure=open&year=2026&month=11&period=monthly&mode=overall&source=callcenter&type=service`);
    expect(deadlinesHref('showroom', null, { year: 2026, month: 11 })).toBe(`${FIGURE_TICKETS_PATH}?figure=open&year=2026&month=11&period=monthly&mode=overall&type=showroom`);
  });
});

import { FIGURE_COLUMNS, FIGURE_ROWS, lateChangeSql, ticketFiguresSql } from '../frozen-ticket-figures.table';

describe('what a frozen month records of each ticket (late changes)', () => {
  it('reads every per-ticket column the KPI roll-up aggregates, and nothing that only describes the row', () => {
    expect(FIGURE_COLUMNS.tickets).toEqual(
      expect.arrayContaining(['received_month', 'dealer_ref', 'type', 'source', 'cancelled', 'closed_at', 'kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi4a_dealer', 'kpi4_counted_days', 'kpi5a', 'kpi5b', 'kpi5c', 'approval_wait_days', 'to_proposal_days']),
    );
    for (const column of ['last_position', 'status', 'live_state', 'next_due_at', 'case_no']) expect(FIGURE_COLUMNS.tickets).not.toContain(column);
  });

  it('reads the VOC counts\' columns, the categories included', () => {
    expect(FIGURE_COLUMNS.voc).toEqual(['area_code', 'cancelled', 'car_model', 'categories', 'dealer_ref', 'received_month', 'region', 'source', 'type']);
  });

  it.each(Object.keys(FIGURE_COLUMNS) as Array<keyof typeof FIGURE_COLUMNS>)('%s: every figure column is a column of the per-ticket rows', (projection) => {
    for (const column of FIGURE_COLUMNS[projection]) expect(Object.keys(FIGURE_ROWS[projection].columns)).toContain(column);
  });

  it('counts a deleted ticket in no figure, compares lists as sets, and null as absent', () => {
    expect(ticketFiguresSql('voc', 'r')).toMatch(/^\(CASE WHEN r\.deleted THEN NULL ELSE jsonb_build_object\(/);
    expect(ticketFiguresSql('voc', 'r')).toContain(`'categories', to_jsonb(ARRAY(SELECT v FROM unnest(r.categories) v ORDER BY v))`);
    expect(lateChangeSql('reporting', 'tickets', 'r')).toMatch(/^jsonb_strip_nulls\(.*\) IS DISTINCT FROM jsonb_strip_nulls\(/s);
  });
});

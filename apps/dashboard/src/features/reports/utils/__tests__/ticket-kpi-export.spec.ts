import { EMPTY_FILTERS, type ReportFilters } from '../../../../lib/reports/report-filters';
import { kpiSpreadsheetParams } from '../ticket-kpi-export';

const filters = (change: Partial<ReportFilters>): ReportFilters => ({ ...EMPTY_FILTERS, year: 2026, month: 10, ...change });

describe('kpiSpreadsheetParams: the KPI report filters, as text', () => {
  it.each<[string, Partial<ReportFilters>, ReturnType<typeof kpiSpreadsheetParams>]>([
    ['one month, every source', {}, { year: '2026', month: '10', period: 'monthly', mode: 'overall' }],
    ['three months', { period: '3months', year: 2026, month: 1 }, { year: '2026', month: '1', period: '3months', mode: 'overall' }],
    ['Q-VOC', { mode: 'qvoc' }, { year: '2026', month: '10', period: 'monthly', mode: 'qvoc' }],
    [
      'a source, a type, a region, an area and a dealer; never the grouping',
      { source: 'hotsheet', type: 'service', region: 'Region1', area_code: 'R1-1', dealer_id: 'd-1', group_by: 'month' },
      { year: '2026', month: '10', period: 'monthly', mode: 'overall', source: 'hotsheet', type: 'service', region: 'Region1', area_code: 'R1-1', dealer_id: 'd-1' },
    ],
    ['no month yet', { month: null }, null],
  ])('%s', (_case, change, expected) => {
    expect(kpiSpreadsheetParams(filters(change))).toEqual(expected);
  });
});

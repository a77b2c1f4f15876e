import { EMPTY_FILTERS, type ReportFilters } from '../../../../lib/reports/report-filters';
import { ticketKpiExportParams } from '../ticket-kpi-export';

const filters = (change: Partial<ReportFilters>): ReportFilters => ({ ...EMPTY_FILTERS, year: 2026, month: 10, ...change });

describe('ticketKpiExportParams', () => {
  it.each<[string, Partial<ReportFilters>, ReturnType<typeof ticketKpiExportParams>]>([
    ['one month, every source', {}, { from_created_date: '2026-10-01', to_created_date: '2026-10-31' }],
    ['February of a leap year', { year: 2024, month: 2 }, { from_created_date: '2024-02-01', to_created_date: '2024-02-29' }],
    ['three months across a year end', { period: '3months', year: 2026, month: 1 }, { from_created_date: '2025-11-01', to_created_date: '2026-01-31' }],
    ['Q-VOC: its one source', { mode: 'qvoc' }, { from_created_date: '2026-10-01', to_created_date: '2026-10-31', source: 'survey' }],
    ['a source, a type and a dealer', { source: 'hotsheet', type: 'service', dealer_id: 'd-1' }, { from_created_date: '2026-10-01', to_created_date: '2026-10-31', source: 'hotsheet', type: 'service', dealer_id: 'd-1' }],
    ['no month yet', { month: null }, null],
  ])('%s', (_case, change, expected) => {
    expect(ticketKpiExportParams(filters(change))).toEqual(expected);
  });
});

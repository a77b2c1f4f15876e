/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import { act } from 'react';
import { EMPTY_FILTERS, type ReportFilters } from '../../../../lib/reports/report-filters';
import { address, closeFilterForm, latest, openFilterForm as open } from '../../../../testing/render-filter-form';
import { vocFilterRules } from '../voc-filter-rules';

afterEach(closeFilterForm);

const kpiDefaults: ReportFilters = { ...EMPTY_FILTERS, year: 2026, month: 10 };

describe('the VOC filter form (useReportFilterForm)', () => {
  it('a VOC page keeps its grouping choice in the address, in its download, and when the form is cleared', () => {
    const rules = vocFilterRules({ defaults: kpiDefaults, years: [2026], types: ['showroom', 'service'], choices: ['car_model', 'segment'], download: { page: { download: 'voc', report: 'carmodel' }, scope: { level: 'all' } } });
    const state = open('/app/report/carmodel?by=segment&region=Region1', rules);
    expect(state.applied.by).toBe('segment');
    expect(state.download).toEqual({ url: '/tickets/report/excel/voc', params: { period: 'monthly', year: '2026', month: '10', mode: 'overall', region: 'Region1', by: 'segment', report: 'carmodel' } });
    act(() => latest().reset());
    expect(address().search).toBe('?by=segment');
  });
});

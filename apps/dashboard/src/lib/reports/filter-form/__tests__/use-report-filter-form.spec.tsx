/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import { act } from 'react';
import { address, closeFilterForm, latest, openFilterForm as open } from '../../../../testing/render-filter-form';
import { EMPTY_FILTERS, type ReportFilters } from '../../report-filters';
import { reportFilterRules, reportFiltersAddress } from '../report-filter-rules';
import type { FieldErrors } from '../use-report-filter-form';

const DEALER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const kpiDefaults: ReportFilters = { ...EMPTY_FILTERS, year: 2026, month: 10 };
const kpiRules = reportFilterRules({ defaults: kpiDefaults, years: [2025, 2026], types: ['showroom', 'service'], startYear: 2026, download: { page: { download: 'kpi', variant: 'ticket' }, scope: { level: 'all' } } });

afterEach(closeFilterForm);

describe('useReportFilterForm: the report filter form', () => {
  it('reads the filters from the address, the defaults for what it leaves out', () => {
    const state = open(`/app/report/ticketkpi?month=09&type=service&region=Region2&area_code=R2-1&dealer_id=${DEALER}`, kpiRules);
    expect(state.applied).toEqual({ ...kpiDefaults, month: 9, type: 'service', region: 'Region2', area_code: 'R2-1', dealer_id: DEALER });
    expect(state.draft).toEqual(state.applied);
    expect(state.errors).toEqual({});
  });

  it('a month the calendar has not in the address: the page\'s month, the other filters kept', () => {
    const state = open('/app/report/ticketkpi?month=13&type=service&region=Region2', kpiRules);
    expect(state.applied).toEqual({ ...kpiDefaults, type: 'service', region: 'Region2' });
    expect(state.errors).toEqual({});
  });

  it('applies the form to the address, only what differs from the defaults; the cascade lets go of a finer place', () => {
    open(`/app/report/ticketkpi?region=Region2&area_code=R2-1&dealer_id=${DEALER}`, kpiRules);
    act(() => latest<ReportFilters, FieldErrors>().change({ region: 'Region3', period: '3months' }));
    expect(latest<ReportFilters, FieldErrors>().draft).toMatchObject({ region: 'Region3', area_code: '', dealer_id: '', period: '3months' });
    // The address holds the applied filters until the form is applied.
    expect(address().search).toBe(`?region=Region2&area_code=R2-1&dealer_id=${DEALER}`);
    let applied = false;
    act(() => {
      applied = latest().apply();
    });
    expect(applied).toBe(true);
    expect(address().search).toBe('?period=3months&region=Region3');
    expect(latest<ReportFilters, FieldErrors>().applied).toMatchObject({ period: '3months', region: 'Region3', area_code: '' });
  });

  it('sends the download of the applied filters through the domain rule (the scheduler\'s)', () => {
    const state = open('/app/report/ticketkpi?month=09&type=service&mode=qvoc&group_by=month', kpiRules);
    expect(state.download).toEqual({ url: '/tickets/report/excel/dealer/kpi', params: { period: 'monthly', year: '2026', month: '9', type: 'service', mode: 'qvoc' } });
  });

  it('keeps a form without month from being applied: a required-field message, the address as it was', () => {
    open('/app/report/ticketkpi?type=service', kpiRules);
    act(() => latest<ReportFilters, FieldErrors>().change({ month: null }));
    let applied = true;
    act(() => {
      applied = latest().apply();
    });
    expect(applied).toBe(false);
    expect(latest().errors).toEqual({ month: 'errors.field.required' });
    expect(address().search).toBe('?type=service');
    // Choosing a month again takes the message away.
    act(() => latest<ReportFilters, FieldErrors>().change({ month: 4 }));
    expect(latest().errors).toEqual({ month: undefined });
  });

  it('clears to the defaults, in the form and the address', () => {
    open('/app/report/ticketkpi?month=09&type=service', kpiRules);
    act(() => latest<ReportFilters, FieldErrors>().change({ region: 'Region1' }));
    act(() => latest().reset());
    expect(address().search).toBe('');
    expect(latest<ReportFilters, FieldErrors>().draft).toEqual(kpiDefaults);
    expect(latest<ReportFilters, FieldErrors>().applied).toEqual(kpiDefaults);
  });

  it('follows the address when it changes (a drill-down, the back button): the form shows it', () => {
    open('/app/report/ticketkpi', kpiRules);
    act(() => latest<ReportFilters, FieldErrors>().change({ period: 'ytd' }));
    act(() => latest<ReportFilters, FieldErrors>().setApplied({ ...kpiDefaults, region: 'Region4' }));
    expect(address().search).toBe('?region=Region4');
    expect(latest<ReportFilters, FieldErrors>().draft).toEqual({ ...kpiDefaults, region: 'Region4' });
  });

});

describe('reportFiltersAddress: the report filters written out for the download rule', () => {
  it('is null until month and year are chosen (nothing is sent)', () => {
    expect(reportFiltersAddress({ ...EMPTY_FILTERS, year: 2026 })).toBeNull();
  });
});

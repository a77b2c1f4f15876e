/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import { act } from 'react';
import { enUS } from '../../../../i18n/en-US';
import { thTH } from '../../../../i18n/th-TH';
import type { FieldErrors } from '../../../../lib/reports/filter-form/use-report-filter-form';
import { address, closeFilterForm, latest, openFilterForm as open } from '../../../../testing/render-filter-form';
import { responseRateFilterRules } from '../response-rate-filter-rules';

afterEach(closeFilterForm);

describe('the response-rate filter form (useReportFilterForm)', () => {
  it('a bad date in the address: kept as typed and shown with a clear message in Thai and English, the other filters kept, nothing sent', () => {
    const rules = responseRateFilterRules('showroom', { from: '2026-09-01', to: '2026-11-09' }, { level: 'all' });
    const state = open('/app/ticket/survey/report/responserate/showroom?from=2026-02-30&to=2026-03-31&region=Region2', rules);
    expect(state.applied).toEqual({ from: '2026-02-30', to: '2026-03-31', region: 'Region2', area_code: '', dealer_id: '' });
    expect(state.draft).toEqual(state.applied);
    expect(state.errors).toEqual({ from: 'errors.field.date' });
    const key = state.errors.from as keyof typeof enUS & keyof typeof thTH;
    expect(enUS[key]).toMatch(/correct date/);
    expect(thTH[key]).toMatch(/วันที่/);
    expect(state.download).toBeNull();
    expect(address().search).toBe('?from=2026-02-30&to=2026-03-31&region=Region2');

    // Corrected and applied: the address and the download follow, the place kept.
    act(() => latest<typeof state.applied, FieldErrors>().change({ from: '2026-02-01' }));
    expect(latest().errors).toEqual({});
    act(() => void latest().apply());
    expect(address().search).toBe('?from=2026-02-01&to=2026-03-31&region=Region2');
    expect(latest().download).toEqual({
      url: '/tickets/report/excel/responserate',
      params: { type: 'showroom', from: '2026-02-01', to: '2026-03-31', group_by: 'area', region: 'Region2' },
    });
  });
});

import { EVERY_PLACE } from '../../../../lib/reports/network-place';
import { type VoiceFilters, periodDays, searchFromVoiceFilters, voiceFiltersFromSearch, voicePageLink, voiceQueryOf, voiceTrendQueryOf } from '../voice-filters';

const defaults: VoiceFilters = { type: '', period: 'monthly', year: 2026, month: 10, source: '', ...EVERY_PLACE };
const options = { types: ['showroom', 'service'] as const, years: [2025, 2026] };

describe('voice page filters in the address', () => {
  it('keeps only what differs from the defaults, months as two digits', () => {
    const filters: VoiceFilters = { ...defaults, type: 'service', period: '3months', month: 9, source: 'survey', region: 'Region3' };
    const search = searchFromVoiceFilters(filters, defaults);
    expect(search.toString()).toBe('type=service&period=3months&month=09&source=survey&region=Region3');
    expect(voiceFiltersFromSearch(search, defaults, options)).toEqual(filters);
  });

  it.each([
    ['a year not offered', 'year=1999', {}],
    ['a month out of range', 'month=13', {}],
    ['an unknown period and source', 'period=decade&source=email', {}],
    ['a type the user may not see', 'type=parts', {}],
  ])('falls back to the defaults for %s', (_name, search, expected) => {
    expect(voiceFiltersFromSearch(new URLSearchParams(search), defaults, options)).toEqual({ ...defaults, ...expected });
  });

  it('asks the api with the empty filters left out; the trend is six months by month', () => {
    expect(voiceQueryOf({ ...defaults, dealer_id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b' })).toEqual({ period: 'monthly', year: 2026, month: 10, dealer_id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b' });
    expect(voiceTrendQueryOf({ ...defaults, period: 'ytd', type: 'showroom' })).toEqual({ period: '6months', year: 2026, month: 10, type: 'showroom', group_by: 'month' });
  });

  it.each([
    [{ from: '2026-10-01', to: '2026-11-01' }, { from: '2026-10-01', to: '2026-10-31' }],
    [{ from: '2025-12-01', to: '2026-03-01' }, { from: '2025-12-01', to: '2026-02-28' }],
    [{ from: '2024-01-01', to: '2024-03-01' }, { from: '2024-01-01', to: '2024-02-29' }],
  ])('turns the period %o into the comment days %o', (period, days) => {
    expect(periodDays(period)).toEqual(days);
  });

  it('links to the voice page of a month', () => {
    expect(voicePageLink({ year: 2026, month: 11 })).toBe('/app/report/voice?year=2026&month=11');
  });
});

import { scoresFiltersFromSearch, scoresQueryOf, searchFromScoresFilters, type SurveyScoresFilters } from '../survey-scores-filters';

const DEFAULTS: SurveyScoresFilters = { type: 'showroom', period: '3months', year: 2026, month: 4, region: '', area_code: '', dealer_id: '' };
const OPTIONS = { types: ['showroom', 'service'] as const, years: [2026, 2025, 2024] };

describe('survey scores filters', () => {
  it('reads the address, falling back to the defaults for anything not offered', () => {
    expect(scoresFiltersFromSearch(new URLSearchParams('type=service&period=ytd&year=2025&month=03&region=Region2'), DEFAULTS, OPTIONS)).toEqual({
      ...DEFAULTS,
      type: 'service',
      period: 'ytd',
      year: 2025,
      month: 3,
      region: 'Region2',
    });
    expect(scoresFiltersFromSearch(new URLSearchParams('type=service&period=weekly&year=1999&month=13'), DEFAULTS, { ...OPTIONS, types: ['showroom'] })).toEqual(DEFAULTS);
  });

  it('writes only what differs from the defaults, months as two digits', () => {
    expect(searchFromScoresFilters(DEFAULTS, DEFAULTS).toString()).toBe('');
    expect(searchFromScoresFilters({ ...DEFAULTS, month: 2, period: 'monthly', area_code: 'R1-1' }, DEFAULTS).toString()).toBe('period=monthly&month=02&area_code=R1-1');
  });

  it('makes the query with the grouping and without empty places', () => {
    expect(scoresQueryOf({ ...DEFAULTS, area_code: 'R1-1' }, 'dealer')).toEqual({ type: 'showroom', period: '3months', year: 2026, month: 4, group_by: 'dealer', area_code: 'R1-1' });
  });
});

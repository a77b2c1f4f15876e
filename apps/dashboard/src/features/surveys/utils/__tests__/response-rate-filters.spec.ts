import { RESPONSE_RATE_MAX_DAYS } from '@voc/domain';
import { dateRangeErrors, isDay, responseRateFiltersFromSearch, responseRateQueryOf, rollingThreeMonths, searchFromResponseRateFilters } from '../response-rate-filters';

const DEFAULTS = { from: '2026-03-01', to: '2026-05-14' };

describe('response-rate filters', () => {
  it.each([
    ['', '', { from: 'errors.field.required', to: 'errors.field.required' }],
    ['2026-01-01', '', { to: 'errors.field.required' }],
    ['2026-02-30', '2026-03-01', { from: 'errors.field.date' }],
    ['01/02/2026', '2026-03-01', { from: 'errors.field.date' }],
    ['2026-03-02', '2026-03-01', { to: 'errors.field.dateOrder' }],
    ['2025-01-01', '2026-03-01', { to: 'errors.field.rangeTooLong' }],
    ['2026-03-01', '2026-03-01', {}],
    ['2026-01-01', '2026-03-31', {}],
  ])('%s – %s gives %o', (from, to, errors) => {
    expect(dateRangeErrors({ from, to })).toEqual(errors);
  });

  it('allows exactly the domain’s longest range and not a day more', () => {
    const from = '2025-01-01';
    const day = (offset: number) => new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(dateRangeErrors({ from, to: day(RESPONSE_RATE_MAX_DAYS - 1) })).toEqual({});
    expect(dateRangeErrors({ from, to: day(RESPONSE_RATE_MAX_DAYS) })).toEqual({ to: 'errors.field.rangeTooLong' });
  });

  it('knows a calendar day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
  });

  it('opens on the rolling three months, across a year end too', () => {
    expect(rollingThreeMonths('2026-05-14')).toEqual({ from: '2026-03-01', to: '2026-05-14' });
    expect(rollingThreeMonths('2026-01-31')).toEqual({ from: '2025-11-01', to: '2026-01-31' });
  });

  it('keeps the range and the place in the address, and reads them back', () => {
    const filters = { from: '2026-01-01', to: '2026-01-31', region: 'Region4' as const, area_code: 'R4-2', dealer_id: '' };
    const search = searchFromResponseRateFilters(filters);
    expect(search.toString()).toBe('from=2026-01-01&to=2026-01-31&region=Region4&area_code=R4-2');
    expect(responseRateFiltersFromSearch(search, DEFAULTS)).toEqual(filters);
    expect(responseRateFiltersFromSearch(new URLSearchParams(), DEFAULTS)).toEqual({ ...DEFAULTS, region: '', area_code: '', dealer_id: '' });
    // A wrong date in the address stays as it is, to be shown as wrong rather than silently replaced.
    expect(responseRateFiltersFromSearch(new URLSearchParams({ from: 'yesterday' }), DEFAULTS).from).toBe('yesterday');
  });

  it('asks nothing while the range has a problem, and drops empty filters', () => {
    expect(responseRateQueryOf('showroom', { from: '2026-03-02', to: '2026-03-01', region: '', area_code: '', dealer_id: '' }, 'region')).toBeNull();
    expect(responseRateQueryOf('service', { ...DEFAULTS, region: 'Region1', area_code: '', dealer_id: '' }, 'area')).toEqual({ type: 'service', ...DEFAULTS, group_by: 'area', region: 'Region1' });
  });
});

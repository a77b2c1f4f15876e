// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import {
  EMPTY_FILTERS,
  type ReportFilters,
  areaOptions,
  changeFilters,
  filtersFromSearch,
  fitFilters,
  kpiQueryOf,
  searchFromFilters,
  errorsAfterChange,
  validateFilters,
} from '../report-filters';

const DEALER = '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const filters = (change: Partial<ReportFilters>): ReportFilters => ({ ...EMPTY_FILTERS, ...change });
/** The dashboard's defaults: this month, showroom and service together. */
const DASHBOARD = filters({ year: 2026, month: 11 });

describe('report filters ↔ URL', () => {
  it.each<[string, string, Partial<ReportFilters>]>([
    ['an empty address: the defaults (no month or year)', '', {}],
    ['period, year and month (01-12 or 1-12)', 'period=3months&year=2025&month=03', { period: '3months', year: 2025, month: 3 }],
    ['a month without its zero', 'year=2025&month=7', { year: 2025, month: 7 }],
    ['type, mode and grouping', 'type=service&mode=qvoc&group_by=dealer', { type: 'service', mode: 'qvoc', group_by: 'dealer' }],
    ['a region, an area in it and a dealer', `region=Region2&area_code=r2-4&dealer_id=${DEALER.toUpperCase()}`, { region: 'Region2', area_code: 'R2-4', dealer_id: DEALER }],
    ['an area without a region', 'area_code=R5-3', { area_code: 'R5-3' }],
    ['an area outside the chosen region: dropped', 'region=Region1&area_code=R3-1', { region: 'Region1' }],
    ['a source inside the mode', 'mode=overall&source=hotsheet', { source: 'hotsheet' }],
    ['a source the mode has not: dropped', 'mode=qvoc&source=callcenter', { mode: 'qvoc' }],
    ['an unknown source: dropped', 'source=fax', {}],
    ['unknown period, type, mode, grouping and region', 'period=weekly&type=parts&mode=all&group_by=province&region=Region9', {}],
    ['month 13, month 0 and a year that is no number', 'month=13&year=twenty', {}],
    ['an area code that does not exist and a dealer that is not an id', 'area_code=R1-9&dealer_id=D0001', {}],
  ])('reads %s', (_case, search, expected) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters(expected));
  });

  it('fills what the address leaves out from the defaults given', () => {
    expect(filtersFromSearch(new URLSearchParams('month=5'), DASHBOARD)).toEqual({ ...DASHBOARD, month: 5 });
  });

  it.each<[string, Partial<ReportFilters>, ReportFilters, string]>([
    ['the defaults as an empty address', {}, EMPTY_FILTERS, ''],
    ['the dashboard defaults as an empty address', { year: 2026, month: 11 }, DASHBOARD, ''],
    ['only what differs, months as two digits', { year: 2026, month: 3, period: 'ytd' }, DASHBOARD, 'period=ytd&month=03'],
    ['every filter in a fixed order', { group_by: 'month', dealer_id: DEALER, area_code: 'R1-2', region: 'Region1', mode: 'callcenter', source: 'callcenter', type: 'showroom', month: 1, year: 2025, period: '6months' }, EMPTY_FILTERS, `period=6months&year=2025&month=01&type=showroom&mode=callcenter&source=callcenter&region=Region1&area_code=R1-2&dealer_id=${DEALER}&group_by=month`],
  ])('writes %s', (_case, change, defaults, expected) => {
    expect(searchFromFilters(filters(change), defaults).toString()).toBe(expected);
  });

  it.each<Partial<ReportFilters>>([
    { period: '3months', year: 2024, month: 12, type: 'service', mode: 'qvoc', region: 'Region4', area_code: 'R4-4', dealer_id: DEALER, group_by: 'area' },
    { year: 2018, month: 4 },
    { year: 2025, month: 6, source: 'hotsheet_import' },
  ])('reads back what it writes: %o', (change) => {
    const written = filters(change);
    expect(filtersFromSearch(searchFromFilters(written))).toEqual(written);
  });
});

describe('changing filters', () => {
  const inArea = filters({ region: 'Region1', area_code: 'R1-2', dealer_id: DEALER });

  it.each<[string, ReportFilters, Partial<ReportFilters>, Partial<ReportFilters>]>([
    ['another region drops the area outside it and the dealer', inArea, { region: 'Region2' }, { region: 'Region2', area_code: '', dealer_id: '' }],
    ['every region drops area and dealer', inArea, { region: '' }, { region: '', area_code: '', dealer_id: '' }],
    ['the same region keeps everything', inArea, { region: 'Region1' }, { region: 'Region1', area_code: 'R1-2', dealer_id: DEALER }],
    ['a region with its own area keeps that area', filters({}), { region: 'Region3', area_code: 'R3-1' }, { region: 'Region3', area_code: 'R3-1' }],
    ['another area drops the dealer', inArea, { area_code: 'R1-3' }, { region: 'Region1', area_code: 'R1-3', dealer_id: '' }],
    ['a dealer keeps region and area', filters({ region: 'Region1', area_code: 'R1-2' }), { dealer_id: DEALER }, { region: 'Region1', area_code: 'R1-2', dealer_id: DEALER }],
    ['showroom drops a service-only area', filters({ area_code: 'R2-4' }), { type: 'showroom' }, { type: 'showroom', area_code: '' }],
    ['service keeps an area both kinds have', filters({ area_code: 'R2-3' }), { type: 'service' }, { type: 'service', area_code: 'R2-3' }],
    ['a mode without the chosen source drops it', filters({ source: 'hotsheet' }), { mode: 'qvoc' }, { mode: 'qvoc', source: '' }],
    ['a mode with the chosen source keeps it', filters({ source: 'callcenter' }), { mode: 'callcenter' }, { mode: 'callcenter', source: 'callcenter' }],
    ['the period leaves the network alone', inArea, { period: 'ytd' }, { period: 'ytd', region: 'Region1', area_code: 'R1-2', dealer_id: DEALER }],
  ])('%s', (_case, current, change, expected) => {
    expect(changeFilters(current, change)).toEqual({ ...current, ...expected });
  });

  it.each([
    ['all', '', 18],
    ['showroom', '', 16],
    ['service', '', 18],
    ['service', 'Region4', 4],
    ['showroom', 'Region4', 3],
  ] as const)('offers the %s areas of region "%s" (%i)', (type, region, count) => {
    const areas = areaOptions(type, region);
    expect(areas).toHaveLength(count);
    if (region) expect(areas.every((code) => code.startsWith(`R${region.slice(-1)}-`))).toBe(true);
  });
});

describe('validating and sending', () => {
  it.each<[string, Partial<ReportFilters>, object]>([
    ['nothing chosen: month and year', {}, { year: 'errors.field.required', month: 'errors.field.required' }],
    ['a year only: the month', { year: 2026 }, { month: 'errors.field.required' }],
    ['a month only: the year', { month: 2 }, { year: 'errors.field.required' }],
    ['both: nothing', { year: 2026, month: 2 }, {}],
  ])('requires month and year — %s', (_case, change, expected) => {
    expect(validateFilters(filters(change))).toEqual(expected);
  });

  it('sends nothing without month and year', () => {
    expect(kpiQueryOf(filters({ year: 2026 }))).toBeNull();
  });

  it('drops empty filters and adds the grouping only when asked', () => {
    expect(kpiQueryOf(filters({ year: 2026, month: 4 }))).toEqual({ year: 2026, month: 4, period: 'monthly', mode: 'overall' });
    expect(kpiQueryOf(filters({ year: 2026, month: 4, source: 'hotsheet' }))).toEqual({ year: 2026, month: 4, period: 'monthly', mode: 'overall', source: 'hotsheet' });
    expect(kpiQueryOf(filters({ year: 2026, month: 4, type: 'service', region: 'Region2', area_code: 'R2-1', dealer_id: DEALER }), { groupBy: 'month' })).toEqual({
      year: 2026,
      month: 4,
      period: 'monthly',
      mode: 'overall',
      type: 'service',
      region: 'Region2',
      area_code: 'R2-1',
      dealer_id: DEALER,
      group_by: 'month',
    });
  });

  it.each<[string, Partial<ReportFilters>, { years: number[]; types: Array<'showroom' | 'service'>; yearFallback: number | null }, Partial<ReportFilters>]>([
    ['keeps a year on the list', { year: 2024 }, { years: [2026, 2025, 2024], types: ['showroom', 'service'], yearFallback: 2026 }, { year: 2024 }],
    ['replaces a year off the list', { year: 2031 }, { years: [2026, 2025], types: ['showroom', 'service'], yearFallback: 2026 }, { year: 2026 }],
    ['empties a year off the list on the report form', { year: 2017 }, { years: [2026, 2018], types: ['showroom', 'service'], yearFallback: null }, { year: null }],
    ['gives a one-group user their only type', { type: 'all' }, { years: [], types: ['service'], yearFallback: null }, { type: 'service' }],
    ['keeps all for a two-group user', { type: 'all' }, { years: [], types: ['showroom', 'service'], yearFallback: null }, { type: 'all' }],
  ])('fits an address to the form: %s', (_case, change, options, expected) => {
    expect(fitFilters(filters(change), options)).toEqual(filters({ ...change, ...expected }));
  });
});

describe('errorsAfterChange', () => {
  it.each([
    [{ year: 2026 }, { month: 'errors.field.required' }],
    [{ month: 5 }, { year: 'errors.field.required' }],
    [{ type: 'service' as const }, { year: 'errors.field.required', month: 'errors.field.required' }],
  ])('after changing %o the errors left are %o', (patch, left) => {
    const errors = { year: 'errors.field.required', month: 'errors.field.required' } as const;
    expect(Object.fromEntries(Object.entries(errorsAfterChange(errors, patch as never)).filter(([, v]) => v !== undefined))).toEqual(left);
  });
});

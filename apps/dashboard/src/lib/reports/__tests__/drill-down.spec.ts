// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { KpiGrouping } from '@voc/contracts';
import { canDrillInto, chartGrouping, drillCrumbs, drillDown, drillUp } from '../drill-down';
import { EMPTY_FILTERS, type ReportFilters } from '../report-filters';
import type { ReportScope } from '../report-scope';

const DEALER = '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const ALL: ReportScope = { level: 'all' };
const filters = (change: Partial<ReportFilters>): ReportFilters => ({ ...EMPTY_FILTERS, year: 2026, month: 10, period: '3months', ...change });

describe('the attainment chart drill-down', () => {
  it.each<[string, Partial<ReportFilters>, ReportScope, KpiGrouping]>([
    ['head office starts by region', {}, ALL, 'region'],
    ['a region manager starts by area', {}, { level: 'region', regions: ['Region1'] }, 'area'],
    ['an area manager starts by dealer', {}, { level: 'area', areas: ['R1-1'] }, 'dealer'],
    ['a dealer sees its months', {}, { level: 'dealer', dealerId: DEALER }, 'month'],
    ['a chosen region shows its areas', { region: 'Region2' }, ALL, 'area'],
    ['a chosen area shows its dealers', { region: 'Region2', area_code: 'R2-1' }, ALL, 'dealer'],
    ['an area without a region also shows dealers', { area_code: 'R2-1' }, ALL, 'dealer'],
    ['a chosen dealer shows its months', { area_code: 'R2-1', dealer_id: DEALER }, ALL, 'month'],
  ])('%s', (_case, change, scope, expected) => {
    expect(chartGrouping(filters(change), scope)).toBe(expected);
  });

  it.each<[string, Partial<ReportFilters>, KpiGrouping, string, Partial<ReportFilters>, KpiGrouping]>([
    ['region bar → its areas', {}, 'region', 'Region3', { region: 'Region3' }, 'area'],
    ['area bar → its dealers', { region: 'Region3' }, 'area', 'R3-2', { region: 'Region3', area_code: 'R3-2' }, 'dealer'],
    ['dealer bar → its months', { region: 'Region3', area_code: 'R3-2' }, 'dealer', DEALER, { region: 'Region3', area_code: 'R3-2', dealer_id: DEALER }, 'month'],
    ['a month bar goes nowhere', { dealer_id: DEALER }, 'month', '2026-09', { dealer_id: DEALER }, 'month'],
    ['a bar without a region ("-") goes nowhere', {}, 'region', '-', {}, 'region'],
    ['an area bar for a region manager keeps the region empty', {}, 'area', 'R1-4', { area_code: 'R1-4' }, 'dealer'],
  ])('%s', (_case, from, grouping, key, expected, nextGrouping) => {
    const next = drillDown(filters(from), grouping, key);
    expect(next).toEqual(filters(expected));
    expect(chartGrouping(next, ALL)).toBe(nextGrouping);
  });

  it('keeps every other filter while drilling', () => {
    const start = filters({ type: 'service', mode: 'qvoc', period: 'ytd' });
    expect(drillDown(start, 'region', 'Region5')).toEqual({ ...start, region: 'Region5' });
  });

  it.each<[KpiGrouping, string, boolean]>([
    ['region', 'Region1', true],
    ['region', '-', false],
    ['region', 'Nowhere', false],
    ['area', 'R1-1', true],
    ['area', '-', false],
    ['dealer', DEALER, true],
    ['month', '2026-01', false],
  ])('a %s bar "%s" opens: %s', (grouping, key, expected) => {
    expect(canDrillInto(grouping, key)).toBe(expected);
  });

  it('names each step for the breadcrumb', () => {
    expect(drillCrumbs(filters({}))).toEqual([{ level: 'top', value: '' }]);
    expect(drillCrumbs(filters({ region: 'Region1', area_code: 'R1-2', dealer_id: DEALER }))).toEqual([
      { level: 'top', value: '' },
      { level: 'region', value: 'Region1' },
      { level: 'area', value: 'R1-2' },
      { level: 'dealer', value: DEALER },
    ]);
  });

  const deep = filters({ region: 'Region1', area_code: 'R1-2', dealer_id: DEALER });
  it.each<[Parameters<typeof drillUp>[1], Partial<ReportFilters>, KpiGrouping]>([
    ['top', {}, 'region'],
    ['region', { region: 'Region1' }, 'area'],
    ['area', { region: 'Region1', area_code: 'R1-2' }, 'dealer'],
    ['dealer', { region: 'Region1', area_code: 'R1-2', dealer_id: DEALER }, 'month'],
  ])('goes back up to %s', (level, expected, grouping) => {
    const up = drillUp(deep, level);
    expect(up).toEqual(filters(expected));
    expect(chartGrouping(up, ALL)).toBe(grouping);
  });
});

import { bestAndWorst, briefChange, briefMinBase, briefTarget, meetsTarget, pickQuotes, topCategories, type RankedDealer } from '../brief-figures';
import type { TicketScope } from '../../access/ticket-scope';
import { briefMonths } from '../brief-months';
import { briefFileName, briefScopes, briefScopeText, mayReadBrief, parseBriefMonth, parseBriefScope } from '../brief-scope';

const d = (code: string, value: number | null, base: number): RankedDealer => ({ dealer: `id-${code}`, code, figure: { value, base } });
const codes = (rows: RankedDealer[]) => rows.map((r) => r.code);

describe('brief months', () => {
  it.each([
    [2026, 10, { month: '2026-10-01', previous: '2026-09-01', lastYear: '2025-10-01' }],
    [2026, 1, { month: '2026-01-01', previous: '2025-12-01', lastYear: '2025-01-01' }],
    [2024, 3, { month: '2024-03-01', previous: '2024-02-01', lastYear: '2023-03-01' }],
  ])('%i-%i compares with %o', (year, month, expected) => {
    expect(briefMonths(year, month)).toEqual(expected);
  });
});

describe('brief scopes', () => {
  it.each([
    ['network', { level: 'network' }],
    ['region-Region2', { level: 'region', region: 'Region2' }],
    ['area-N1', { level: 'area', areaCode: 'N1' }],
    ['region-Mars', null],
    ['area-', null],
    ['area-../etc', null],
    ['dealer-1', null],
    ['', null],
    [42, null],
  ])('%p reads as %o', (text, expected) => {
    expect(parseBriefScope(text)).toEqual(expected);
    if (expected) expect(briefScopeText(expected as never)).toBe(text);
  });

  it.each([
    ['2026-10', { year: 2026, month: 10 }],
    ['2026-13', null],
    ['2026-1', null],
    ['2026-10-01', null],
    [undefined, null],
  ])('month %p reads as %o', (text, expected) => {
    expect(parseBriefMonth(text)).toEqual(expected);
  });

  it.each([
    [{ level: 'network' }, 'th', 'BRIEF_network_202610.pdf'],
    [{ level: 'region', region: 'Region1' }, 'th', 'BRIEF_region-Region1_202610.pdf'],
    [{ level: 'area', areaCode: 'N1' }, 'en', 'BRIEF_area-N1_202610_en.pdf'],
  ] as const)('%o in %s downloads as %s', (scope, language, name) => {
    expect(briefFileName(scope, '2026-10-01', language)).toBe(name);
  });

  it('lists the network, each region and each area once, in code order', () => {
    const places = [
      { region: 'Region2', areaCode: 'S2' },
      { region: 'Region1', areaCode: 'N1' },
      { region: 'Region1', areaCode: 'N1' },
      { region: null, areaCode: null },
      { region: 'Region1', areaCode: 'N2' },
    ];
    expect(briefScopes(places).map(briefScopeText)).toEqual(['network', 'region-Region1', 'region-Region2', 'area-N1', 'area-N2', 'area-S2']);
  });
});

describe('brief changes and targets', () => {
  it.each([
    [85.5, 80.2, 5.3],
    [70, 75, -5],
    [null, 75, null],
    [75, null, null],
    [33.33, 33.36, 0],
  ])('%p against %p changes by %p', (now, before, change) => {
    expect(briefChange(now, before)).toBe(change);
  });

  it.each([
    [90, 90, true],
    [89.9, 90, false],
    [null, 90, null],
    [50, null, null],
  ])('%p against target %p meets it: %p', (value, target, met) => {
    expect(meetsTarget(value, target)).toBe(met);
  });
});

describe('best and worst dealers', () => {
  it.each([
    {
      name: 'ranks by figure, both ways',
      dealers: [d('A', 90, 10), d('B', 50, 10), d('C', 70, 10), d('D', 100, 10), d('E', 60, 10), d('F', 80, 10), d('G', 40, 10), d('H', 30, 10), d('I', 20, 10), d('J', 10, 10), d('K', 0, 10)],
      best: ['D', 'A', 'F', 'C', 'E'],
      worst: ['K', 'J', 'I', 'H', 'G'],
    },
    {
      name: 'leaves out dealers under the minimum base and without a figure',
      dealers: [d('A', 100, 2), d('B', 50, 3), d('C', null, 0), d('D', 60, 5)],
      best: ['D', 'B'],
      worst: [],
    },
    {
      name: 'ties: the larger base first, then the code (best and worst alike)',
      dealers: [d('B', 80, 5), d('A', 80, 5), d('C', 80, 9), d('Z', 10, 3), d('Y', 10, 3), d('X', 10, 8), d('Q', 50, 3), d('R', 50, 3), d('S', 50, 3), d('T', 50, 3), d('U', 50, 3)],
      best: ['C', 'A', 'B', 'Q', 'R'],
      worst: ['X', 'Y', 'Z', 'S', 'T'],
    },
    {
      name: 'with fewer than ten ranked dealers no dealer is both best and worst',
      dealers: [d('A', 90, 10), d('B', 80, 10), d('C', 70, 10), d('D', 60, 10), d('E', 50, 10), d('F', 40, 10), d('G', 30, 10)],
      best: ['A', 'B', 'C', 'D', 'E'],
      worst: ['G', 'F'],
    },
  ])('$name', ({ dealers, best, worst }) => {
    const ranked = bestAndWorst(dealers, 3);
    expect(codes(ranked.best)).toEqual(best);
    expect(codes(ranked.worst)).toEqual(worst);
  });
});

describe('top complaint categories', () => {
  it.each([
    {
      name: 'most complaints first, ties by code, none without a complaint this month, at most five',
      categories: [
        { code: 'S03', now: 4, before: 1 },
        { code: 'S01', now: 9, before: 12 },
        { code: 'S02', now: 4, before: 4 },
        { code: 'S09', now: 0, before: 20 },
        { code: 'S04', now: 2, before: 0 },
        { code: 'S05', now: 1, before: 0 },
        { code: 'S06', now: 1, before: 1 },
      ],
      top: [
        ['S01', -3],
        ['S02', 0],
        ['S03', 3],
        ['S04', 2],
        ['S05', 1],
      ],
    },
  ])('$name', ({ categories, top }) => {
    expect(topCategories(categories).map((c) => [c.code, c.change])).toEqual(top);
  });
});

describe('customer quotes', () => {
  const c = (id: string, dealer: string, nps: number, day: string, topics: string[]) => ({ id, dealer, nps, day, topics });
  it.each([
    {
      name: 'a trending topic only, lowest score first, one per dealer, then newest',
      comments: [
        c('1', 'A', 2, '2026-10-05', ['waiting']),
        c('2', 'A', 1, '2026-10-04', ['waiting']),
        c('3', 'B', 1, '2026-10-09', ['price']),
        c('4', 'C', 5, '2026-10-20', ['staff']),
        c('5', 'D', 1, '2026-10-10', ['price', 'parking']),
        c('6', 'E', 9, '2026-10-30', ['waiting']),
      ],
      trending: ['waiting', 'price'],
      quotes: ['5', '3', '2'],
    },
    { name: 'none without a trending topic', comments: [c('1', 'A', 0, '2026-10-01', ['staff'])], trending: ['waiting'], quotes: [] },
  ])('$name', ({ comments, trending, quotes }) => {
    expect(pickQuotes(comments, trending).map((q) => q.id)).toEqual(quotes);
  });
});

describe('targets and minimum bases', () => {
  const targets = { kpi2: 90, kpi3: 80, kpi4a: 80, nps: 30, minDecided: 3, minResponses: 5 };
  it.each([
    ['kpi2', 90, 3],
    ['kpi3', 80, 3],
    ['kpi4a', 80, 3],
    ['nps_showroom', 30, 5],
    ['nps_service', 30, 5],
    ['response_showroom', null, 5],
    ['recovery_service', null, 3],
  ] as const)('%s: target %p, ranked from a base of %p', (measure, target, base) => {
    expect(briefTarget(measure, targets)).toBe(target);
    expect(briefMinBase(measure, targets)).toBe(base);
  });
});

describe('who reads which brief', () => {
  const all: TicketScope = { kind: 'all', types: ['showroom', 'service'] };
  const region1: TicketScope = { kind: 'region', byType: { showroom: 'Region1' } };
  const areaN1: TicketScope = { kind: 'area', byType: { service: 'N1' } };
  const dealer: TicketScope = { kind: 'dealer', dealerRef: 'd', types: ['showroom'] };
  it.each([
    ['csn', all, 'network', [], true],
    ['csn', all, 'area-N9', ['Region4'], true],
    ['callcenter', all, 'network', [], false],
    ['region_manager', region1, 'region-Region1', [], true],
    ['region_manager', region1, 'region-Region2', [], false],
    ['region_manager', region1, 'network', [], false],
    ['region_manager', region1, 'area-N1', ['Region1'], true],
    ['region_manager', region1, 'area-N2', ['Region1', 'Region2'], false],
    ['region_manager', region1, 'area-X', [], false],
    ['area_manager', areaN1, 'area-N1', ['Region1'], true],
    ['area_manager', areaN1, 'area-N2', ['Region1'], false],
    ['area_manager', areaN1, 'region-Region1', [], false],
    ['dealer', dealer, 'area-N1', ['Region1'], false],
  ] as const)('%s with scope %o reads %s: %p', (type, scope, brief, regions, may) => {
    expect(mayReadBrief(type, scope, parseBriefScope(brief)!, regions)).toBe(may);
  });
});

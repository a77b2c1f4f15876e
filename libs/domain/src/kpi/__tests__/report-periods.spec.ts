import { fiscalYearOf } from '../../locale/thai-time';
import { reportYears } from '../fiscal-year';
import { MODE_SOURCES, periodMonths, reportSources, sourceFitsMode, trendMonths } from '../report-periods';

describe('fiscal year (April start)', () => {
  it.each([
    [2026, 1, 2025],
    [2026, 3, 2025],
    [2026, 4, 2026],
    [2026, 12, 2026],
    [2018, 4, 2018],
  ])('%i-%i is in fiscal year %i', (year, month, fy) => {
    expect(fiscalYearOf(year, month)).toBe(fy);
  });

  it('report years run from 2018 to the current fiscal year', () => {
    expect(reportYears({ year: 2026, month: 2 })).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(reportYears({ year: 2026, month: 11 }).at(-1)).toBe(2026);
  });
});

describe('periodMonths', () => {
  it.each([
    ['monthly', 2026, 5, '2026-05-01', '2026-06-01', 1],
    ['3months', 2026, 5, '2026-03-01', '2026-06-01', 3],
    ['3months', 2026, 1, '2025-11-01', '2026-02-01', 3],
    ['6months', 2026, 2, '2025-09-01', '2026-03-01', 6],
    ['ytd', 2026, 5, '2026-04-01', '2026-06-01', 2],
    ['ytd', 2026, 4, '2026-04-01', '2026-05-01', 1],
    ['ytd', 2026, 2, '2025-04-01', '2026-03-01', 11],
    ['ytd', 2026, 3, '2025-04-01', '2026-04-01', 12],
    ['monthly', 2025, 12, '2025-12-01', '2026-01-01', 1],
  ] as const)('%s ending %i-%i runs %s to %s (%i months)', (period, year, month, from, to, count) => {
    const range = periodMonths(period, year, month);
    expect(range.from).toBe(from);
    expect(range.to).toBe(to);
    expect(range.months).toHaveLength(count);
  });

  it('modes pick their sources', () => {
    expect(MODE_SOURCES.qvoc).toEqual(['survey']);
    expect(MODE_SOURCES.callcenter).toEqual(['callcenter']);
    expect(MODE_SOURCES.overall).toContain('hotsheet_import');
  });
});

describe('trendMonths: the last months up to the chosen one', () => {
  it.each<[string, number, number, number, string, string, number]>([
    ['twelve months across a year end', 2026, 3, 12, '2025-04-01', '2026-04-01', 12],
    ['December: the calendar year', 2025, 12, 12, '2025-01-01', '2026-01-01', 12],
    ['one month', 2026, 1, 1, '2026-01-01', '2026-02-01', 1],
  ])('%s', (_name, year, month, count, from, to, length) => {
    const trend = trendMonths(year, month, count);
    expect([trend.from, trend.to, trend.months.length]).toEqual([from, to, length]);
    expect(trend.months.at(-1)).toBe(`${year}-${String(month).padStart(2, '0')}-01`);
  });
});

describe('report sources: the mode, narrowed by a source filter', () => {
  it.each([
    ['overall', undefined, ['survey', 'hotsheet', 'callcenter', 'hotsheet_import']],
    ['overall', null, ['survey', 'hotsheet', 'callcenter', 'hotsheet_import']],
    ['overall', 'hotsheet', ['hotsheet']],
    ['overall', 'hotsheet_import', ['hotsheet_import']],
    ['qvoc', undefined, ['survey']],
    ['qvoc', 'survey', ['survey']],
    ['qvoc', 'callcenter', []],
    ['callcenter', 'callcenter', ['callcenter']],
    ['callcenter', 'survey', []],
    [undefined, 'survey', ['survey']],
  ] as const)('mode %s, source %s counts %j', (mode, source, expected) => {
    expect(reportSources(mode, source)).toEqual(expected);
  });

  it.each([
    ['survey', 'overall', true],
    ['hotsheet', 'qvoc', false],
    ['callcenter', 'callcenter', true],
    ['hotsheet_import', 'callcenter', false],
    ['hotsheet_import', undefined, true],
  ] as const)('source %s fits mode %s: %s', (source, mode, fits) => {
    expect(sourceFitsMode(source, mode)).toBe(fits);
  });
});

// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { KpiMeasure, KpiReportRow, StatusTrendPoint } from '@voc/contracts';
import { ageingBars, attainmentBars, comparisonRows, statusTrendRows, trendWindow } from '../chart-data';

const point = (day: string, status: string, standing: number, entered = 0): StatusTrendPoint => ({ day, status, entered, standing });
const measure = (met: number, decided: number): KpiMeasure => ({ met, decided, rate: decided === 0 ? null : Math.round((met / decided) * 1000) / 10 });

function row(key: string, label: string, kpi2a: KpiMeasure, tickets = 10): KpiReportRow {
  const none = measure(0, 0);
  return { key, label, label_en: label, tickets, open: 0, closed: 0, cancelled: 0, kpi2a, kpi2: none, kpi3: none, kpi4a: measure(1, 2), kpi4a_dealer: measure(1, 2), kpi4_avg_days: null, kpi5a: none, kpi5b: none, kpi5c: none, held: { tickets: 0, to_proposal_avg_days: null, approval_wait_avg_days: null } };
}

describe('status trend rows', () => {
  it('answers nothing for nothing', () => {
    expect(statusTrendRows([])).toEqual([]);
  });

  it('carries a standing over days without a row, and sums the open statuses', () => {
    const rows = statusTrendRows([
      ...['W', 'C', 'S', 'T', 'R', 'B'].map((status, i) => point('2026-10-01', status, i + 1)),
      point('2026-10-03', 'W', 9, 3),
    ]);
    expect(rows.map((r) => [r.day, r.W, r.C, r.B, r.open])).toEqual([
      ['2026-10-01', 1, 2, 6, 1 + 2 + 3 + 4 + 5],
      ['2026-10-02', 1, 2, 6, 15],
      ['2026-10-03', 9, 2, 6, 23],
    ]);
  });

  it('leaves a status unknown (a gap) before its first row, and the open total with it', () => {
    const rows = statusTrendRows([point('2026-10-01', 'W', 4), point('2026-10-01', 'C', 1), point('2026-10-01', 'S', 0), point('2026-10-01', 'T', 2), point('2026-10-02', 'R', 1)]);
    expect(rows.map((r) => [r.day, r.R, r.open])).toEqual([
      ['2026-10-01', null, null],
      ['2026-10-02', 1, 8],
    ]);
  });

  it('fills the whole range, takes the standing from the lead-in and shows only the range', () => {
    const lead = ['W', 'C', 'S', 'T', 'R'].map((status) => point('2026-08-20', status, 1));
    const rows = statusTrendRows([...lead, point('2026-10-02', 'W', 3)], { from: '2026-10-01', until: '2026-10-04' });
    expect(rows.map((r) => [r.day, r.W, r.open])).toEqual([
      ['2026-10-01', 1, 5],
      ['2026-10-02', 3, 7],
      ['2026-10-03', 3, 7],
      ['2026-10-04', 3, 7],
    ]);
  });

  it('crosses a month end', () => {
    const rows = statusTrendRows([point('2026-02-27', 'W', 1), point('2026-03-01', 'W', 2)]);
    expect(rows.map((r) => r.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('status trend window', () => {
  it.each([
    ['monthly in November asks the fiscal year to date', 'monthly', 2026, 11, '2026-11-22', 'ytd', '2026-11-01', '2026-11-22'],
    ['monthly in May asks 6 months (longer than April-May)', 'monthly', 2026, 5, '2026-11-22', '6months', '2026-05-01', '2026-05-31'],
    ['3 months in October asks the year to date', '3months', 2026, 10, '2026-11-22', 'ytd', '2026-08-01', '2026-10-31'],
    ['6 months in February asks the year to date (April on)', '6months', 2026, 2, '2026-11-22', 'ytd', '2025-09-01', '2026-02-28'],
    ['the year to date in April asks 6 months', 'ytd', 2026, 4, '2026-11-22', '6months', '2026-04-01', '2026-04-30'],
  ] as const)('%s', (_case, period, year, month, today, request, from, until) => {
    expect(trendWindow(period, year, month, today)).toEqual({ request, range: { from, until } });
  });
});

describe('attainment bars', () => {
  const month = (key: string) => `m:${key}`;

  it('names regions REGION n and lets them open; a row without a region does not', () => {
    const bars = attainmentBars([row('Region1', 'Region1', measure(3, 4)), row('-', '-', measure(0, 0))], 'region', 'kpi2a', month);
    expect(bars).toEqual([
      { key: 'Region1', name: 'REGION 1', fullName: 'REGION 1', rate: 75, met: 3, decided: 4, tickets: 10, drillable: true },
      { key: '-', name: '-', fullName: '-', rate: null, met: 0, decided: 0, tickets: 10, drillable: false },
    ]);
  });

  it('shows a dealer by its code, the whole name in the tooltip', () => {
    const [bar] = attainmentBars([row('d-1', 'D0001 นิสสัน สาขาหลัก', measure(1, 1))], 'dealer', 'kpi2a', month);
    expect(bar).toMatchObject({ key: 'd-1', name: 'D0001', fullName: 'D0001 นิสสัน สาขาหลัก', drillable: true });
  });

  it('names a dealer in English when the interface is English, in Thai otherwise', () => {
    const dealer = { ...row('d-1', 'D0001 นิสสัน สาขาหลัก', measure(1, 1)), label_en: 'D0001 Nissan Head office' };
    expect(attainmentBars([dealer], 'dealer', 'kpi2a', month, 'en')[0]).toMatchObject({ name: 'D0001', fullName: 'D0001 Nissan Head office' });
    expect(attainmentBars([dealer], 'dealer', 'kpi2a', month, 'th')[0]).toMatchObject({ fullName: 'D0001 นิสสัน สาขาหลัก' });
  });

  it('takes the chosen KPI and formats months; months do not open', () => {
    const [bar] = attainmentBars([row('2026-09', '2026-09', measure(1, 1))], 'month', 'kpi4a', month);
    expect(bar).toMatchObject({ name: 'm:2026-09', rate: 50, met: 1, decided: 2, drillable: false });
  });
});

describe('ageing bars', () => {
  it('puts every bucket in order, missing ones as 0, unknown ones last', () => {
    expect(ageingBars({ ageing: [{ bucket: '10d+', count: 4 }, { bucket: '0-1d', count: 2 }, { bucket: '30d+', count: 1 }] })).toEqual([
      { bucket: '0-1d', count: 2 },
      { bucket: '1-3d', count: 0 },
      { bucket: '3-5d', count: 0 },
      { bucket: '5-10d', count: 0 },
      { bucket: '10d+', count: 4 },
      { bucket: '30d+', count: 1 },
    ]);
  });

  it('shows empty buckets before the answer', () => {
    expect(ageingBars(undefined).map((bar) => bar.count)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('dealer against area', () => {
  it('compares KPI by KPI in points, unknown when either side is', () => {
    const rows = comparisonRows(row('total', 'total', measure(9, 10)), row('total', 'total', measure(3, 4)));
    expect(rows[0]).toEqual({ kpi: 'kpi2a', dealer: 90, area: 75, difference: 15 });
    expect(rows.find((r) => r.kpi === 'kpi2')).toEqual({ kpi: 'kpi2', dealer: null, area: null, difference: null });
    expect(rows.map((r) => r.kpi)).toEqual(['kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi5a', 'kpi5b', 'kpi5c']);
    expect(comparisonRows(undefined, undefined).every((r) => r.difference === null)).toBe(true);
  });
});

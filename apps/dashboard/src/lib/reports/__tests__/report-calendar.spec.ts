import { currentYearMonth, monthOptions, periodMonthKeys, yearOptions } from '../report-calendar';

describe('report calendar', () => {
  it.each([
    ['a Bangkok morning that is still yesterday in UTC', '2026-10-31T18:30:00Z', { year: 2026, month: 11 }],
    ['new year in Bangkok', '2026-12-31T17:00:00Z', { year: 2027, month: 1 }],
    ['an ordinary day', '2026-05-15T03:00:00Z', { year: 2026, month: 5 }],
  ])('this month in Thailand: %s', (_case, instant, expected) => {
    expect(currentYearMonth(new Date(instant))).toEqual(expected);
  });

  it('lists the years from the current fiscal year back to 2018', () => {
    expect(yearOptions({ year: 2026, month: 11 })).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018]);
  });

  it('keeps this calendar year choosable in January to March (the fiscal year is still last year)', () => {
    expect(yearOptions({ year: 2027, month: 2 }).slice(0, 3)).toEqual([2027, 2026, 2025]);
  });

  it('names the months 01-12 in the interface language', () => {
    expect(monthOptions('en-US').map((m) => m.label)).toEqual(expect.arrayContaining(['01 · January', '12 · December']));
    expect(monthOptions('th-TH')[3]).toEqual({ value: 4, label: '04 · เมษายน' });
  });

  it.each([
    [{ from: '2026-10-01', to: '2026-11-01' }, { first: '2026-10', last: '2026-10' }],
    [{ from: '2026-04-01', to: '2027-01-01' }, { first: '2026-04', last: '2026-12' }],
    [{ from: '2025-11-01', to: '2026-02-01' }, { first: '2025-11', last: '2026-01' }],
  ])('names the months of %o', (period, expected) => {
    expect(periodMonthKeys(period)).toEqual(expected);
  });
});

import { SqlParams } from '@voc/sql';
import { inMonths, monthsAndPreviousOf, monthsOf } from '../report-periods';

describe('report periods (libs/domain periodMonths, previousPeriodMonths)', () => {
  it.each([
    { name: 'one month when the filters name no period', fallback: undefined, filters: { year: 2026, month: 3 }, answer: { period: 'monthly', from: '2026-03-01', to: '2026-04-01', months: ['2026-03-01'] } },
    { name: "the report's own default period", fallback: '3months' as const, filters: { year: 2026, month: 3 }, answer: { period: '3months', from: '2026-01-01', to: '2026-04-01' } },
    { name: 'the period asked over the default', fallback: '3months' as const, filters: { year: 2026, month: 3, period: 'monthly' as const }, answer: { period: 'monthly', from: '2026-03-01', to: '2026-04-01' } },
    { name: 'six months back across a year end', fallback: undefined, filters: { year: 2026, month: 2, period: '6months' as const }, answer: { period: '6months', from: '2025-09-01', to: '2026-03-01' } },
    { name: 'December: the next month is in the next year', fallback: undefined, filters: { year: 2025, month: 12 }, answer: { from: '2025-12-01', to: '2026-01-01' } },
  ])('monthsOf: $name', ({ fallback, filters, answer }) => {
    expect(monthsOf(fallback)(filters)).toMatchObject(answer);
  });

  it.each([
    { name: 'a month against the month before', filters: { year: 2026, month: 1 }, current: { from: '2026-01-01', to: '2026-02-01' }, previous: { from: '2025-12-01', to: '2026-01-01' } },
    { name: 'three months against the three before', filters: { year: 2026, month: 3, period: '3months' as const }, current: { from: '2026-01-01', to: '2026-04-01' }, previous: { from: '2025-10-01', to: '2026-01-01' } },
  ])('monthsAndPreviousOf: $name', ({ filters, current, previous }) => {
    expect(monthsAndPreviousOf()(filters)).toMatchObject({ current, previous });
  });

  it('inMonths: the column within [from, to), the months as parameters', () => {
    const params = new SqlParams();
    params.add('x');
    expect(inMonths('r.received_month', { from: '2026-01-01', to: '2026-04-01' }, params)).toBe('r.received_month >= $2::date AND r.received_month < $3::date');
    expect(params.values).toEqual(['x', '2026-01-01', '2026-04-01']);
  });
});

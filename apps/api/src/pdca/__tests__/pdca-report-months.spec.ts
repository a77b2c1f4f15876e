import { FIELD_ERRORS } from '@voc/contracts';
import { pdcaReportMonths } from '../services/pdca-report-months';

const now = new Date('2026-11-20T05:00:00Z');

describe('pdcaReportMonths: the months a created-date range selects (a row is created the first day of the month after its month)', () => {
  it.each([
    ['no dates: the last six months that are over', undefined, undefined, { from: '2026-05-01', to: '2026-10-01' }],
    ['one created day, the first of November: October', '2026-11-01', '2026-11-01', { from: '2026-10-01', to: '2026-10-01' }],
    ['from the 2nd of October: October onwards (created 1 November)', '2026-10-02', '2026-11-30', { from: '2026-10-01', to: '2026-10-01' }],
    ['a fiscal year of created days', '2026-04-01', '2027-03-31', { from: '2026-03-01', to: '2027-02-01' }],
    ['only an end: six months up to it', undefined, '2026-08-15', { from: '2026-02-01', to: '2026-07-01' }],
  ])('%s', (_label, from, to, months) => {
    expect(pdcaReportMonths(from, to, now)).toEqual(months);
  });

  it.each([
    ['an end before the start', '2026-05-01', '2026-04-30', FIELD_ERRORS.dateOrder],
    ['more than 24 months', '2024-01-01', '2026-02-01', FIELD_ERRORS.rangeTooLong],
  ])('refuses %s on to_created_date', (_label, from, to, message) => {
    expect(pdcaReportMonths(from, to, now)).toEqual({ problems: [{ field: 'to_created_date', message }] });
  });
});

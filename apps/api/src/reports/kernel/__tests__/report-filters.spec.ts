import { HttpException, HttpStatus } from '@nestjs/common';
import { FIELD_ERRORS, GENERIC_ERRORS } from '@voc/contracts';
import { refuseDateRange, refuseDayOrder, refuseProblems } from '../report-filters';

function thrown(run: () => void): { status: number; body: unknown } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { status: error.getStatus(), body: error.getResponse() };
  }
}

const refused = (details: Array<{ field: string; message: string }>) => ({ status: HttpStatus.BAD_REQUEST, body: { name: 'ValidationError', message: GENERIC_ERRORS.validation, details } });

describe('report filters refused with a 400', () => {
  it.each([
    { name: 'a day range in order', from: '2026-03-01', to: '2026-03-31', options: {}, answer: null },
    { name: 'a one-day range', from: '2026-03-01', to: '2026-03-01', options: {}, answer: null },
    { name: 'an end before the start', from: '2026-03-02', to: '2026-03-01', options: {}, answer: refused([{ field: 'to', message: FIELD_ERRORS.dateOrder }]) },
    { name: 'longer than the default 400 days', from: '2025-01-01', to: '2026-02-05', options: {}, answer: refused([{ field: 'to', message: FIELD_ERRORS.rangeTooLong }]) },
    { name: 'exactly the longest range a report allows', from: '2026-03-01', to: '2026-03-31', options: { maxDays: 31 }, answer: null },
    { name: 'a day longer than a report allows', from: '2026-03-01', to: '2026-04-01', options: { maxDays: 31 }, answer: refused([{ field: 'to', message: FIELD_ERRORS.rangeTooLong }]) },
    { name: 'the report naming its own end field', from: '2026-03-02', to: '2026-03-01', options: { field: 'to_notified_date' }, answer: refused([{ field: 'to_notified_date', message: FIELD_ERRORS.dateOrder }]) },
    // The DTO refuses a malformed date before the kernel runs; one that is no day is left to it.
    { name: 'a date that is no day (the DTO refuses it)', from: 'not-a-day', to: '2026-03-01', options: {}, answer: null },
  ])('refuseDateRange: $name', ({ from, to, options, answer }) => {
    expect(thrown(() => refuseDateRange(from, to, options))).toEqual(answer);
  });

  it.each([
    { name: 'no dates', from: undefined, to: undefined, answer: null },
    { name: 'only a start', from: '2026-03-02', to: undefined, answer: null },
    { name: 'only an end', from: undefined, to: '2026-03-01', answer: null },
    { name: 'the same day, times apart', from: '2026-03-01T10:00:00Z', to: '2026-03-01T01:00:00Z', answer: null },
    { name: 'an end before the start', from: '2026-03-02', to: '2026-03-01T23:59:59Z', answer: refused([{ field: 'to', message: FIELD_ERRORS.dateOrder }]) },
  ])('refuseDayOrder: $name', ({ from, to, answer }) => {
    expect(thrown(() => refuseDayOrder(from, to, 'to'))).toEqual(answer);
  });

  it('refuseProblems: nothing without problems, every problem as a detail otherwise', () => {
    expect(thrown(() => refuseProblems([]))).toBeNull();
    const problems = [
      { field: 'from', message: FIELD_ERRORS.invalid },
      { field: 'to', message: FIELD_ERRORS.dateOrder },
    ];
    expect(thrown(() => refuseProblems(problems))).toEqual(refused(problems));
  });
});

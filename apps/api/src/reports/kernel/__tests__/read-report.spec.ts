import { HttpException, HttpStatus } from '@nestjs/common';
import { FIELD_ERRORS, GENERIC_ERRORS } from '@voc/contracts';
import { headOfficeActor } from '@voc/domain';
import { readReport, type ReportRead } from '../read-report';
import { refuseDateRange } from '../report-filters';
import { monthsOf } from '../report-periods';

const principal = headOfficeActor('nissan', 'u-1', 'Head office');
const KEYS = { region: 'coalesce(r.region, \'-\')', dealer: 'r.dealer_ref::text' } as const;
type Grouping = keyof typeof KEYS;
type Filters = { year: number; month: number; period?: 'monthly' | '3months'; group_by?: Grouping; from?: string; to?: string };

async function refusal(read: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpException)) throw new Error(`expected an HttpException, got ${String(error)}`);
  return { status: error.getStatus(), body: error.getResponse() };
}

describe('readReport: filters → period → grain → rows', () => {
  const run = (filters: Filters, fallback: Grouping = 'region') => {
    const seen: Array<ReportRead<Filters, unknown, Grouping>> = [];
    const answer = readReport<Filters, unknown, string, Grouping>(
      { principal, filters },
      {
        refuse: (f) => (f.from && f.to ? refuseDateRange(f.from, f.to) : undefined),
        period: monthsOf(),
        grain: { asked: (f) => f.group_by, fallback, keys: KEYS },
        rows: async (read) => {
          seen.push(read);
          return 'rows';
        },
      },
    );
    return { answer, seen };
  };

  it.each([
    { name: 'the report default grain when none is asked', filters: { year: 2026, month: 3 }, grouping: 'region', key: KEYS.region },
    { name: 'the grain asked for', filters: { year: 2026, month: 3, group_by: 'dealer' as const }, grouping: 'dealer', key: KEYS.dealer },
  ])('$name', async ({ filters, grouping, key }) => {
    const { answer, seen } = run(filters);
    await expect(answer).resolves.toBe('rows');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ principal, filters, grouping, key });
  });

  it.each([
    { name: 'one month by default', filters: { year: 2026, month: 3 }, period: { period: 'monthly', from: '2026-03-01', to: '2026-04-01' } },
    { name: 'three months back from the month asked, across a year end', filters: { year: 2026, month: 1, period: '3months' as const }, period: { period: '3months', from: '2025-11-01', to: '2026-02-01' } },
  ])('the period: $name', async ({ filters, period }) => {
    const { answer, seen } = run(filters);
    await answer;
    expect(seen[0].period).toMatchObject(period);
  });

  it('without a grain the key is the whole scope', async () => {
    const read = await readReport<Filters, null, ReportRead<Filters, null, never>>({ principal, filters: { year: 2026, month: 3 } }, { period: () => null, rows: async (r) => r });
    expect(read.key).toBe(`'all'`);
    expect(read.grouping).toBeUndefined();
  });

  it.each([
    { name: 'an end before the start', from: '2026-03-10', to: '2026-03-01', message: FIELD_ERRORS.dateOrder },
    { name: 'a range longer than the report allows', from: '2025-01-01', to: '2026-03-01', message: FIELD_ERRORS.rangeTooLong },
  ])('refuses $name with a 400 naming the field, and reads no rows', async ({ from, to, message }) => {
    const { answer, seen } = run({ year: 2026, month: 3, from, to });
    await expect(refusal(answer)).resolves.toEqual({ status: HttpStatus.BAD_REQUEST, body: { name: 'ValidationError', message: GENERIC_ERRORS.validation, details: [{ field: 'to', message }] } });
    expect(seen).toHaveLength(0);
  });

  it('a refusal thrown by a step (403) comes back as the rejected read, before any period is resolved', async () => {
    const period = jest.fn();
    const read = readReport({ principal, filters: {} }, {
      refuse: () => {
        throw new HttpException('Forbidden', HttpStatus.FORBIDDEN);
      },
      period,
      rows: async () => 'rows',
    });
    await expect(refusal(read)).resolves.toMatchObject({ status: HttpStatus.FORBIDDEN });
    expect(period).not.toHaveBeenCalled();
  });
});

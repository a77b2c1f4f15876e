import { runInstant } from '../run-instant';

describe('the instant a subscriptions job runs for', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it.each<[string, { at?: unknown }, string | null]>([
    ['no "at": now', {}, now.toISOString()],
    ['an ISO instant: that instant', { at: '2026-11-05T18:00:00.000Z' }, '2026-11-05T18:00:00.000Z'],
    ['not a date: the job fails', { at: 'yesterday' }, null],
    ['not a string: the job fails', { at: 12 }, null],
  ])('%s', (_case, data, expected) => {
    if (expected === null) expect(() => runInstant(data.at, () => now)).toThrow(/"at" is not an instant/);
    else expect(runInstant(data.at, () => now).toISOString()).toBe(expected);
  });
});

import { digestOwed, digestWeek, isDueSoon, isNewLowScore, isWeekBreach, type DigestTicket } from '../weekly-digest';

/** A moment given as Thai wall-clock time. */
const thai = (local: string) => new Date(`${local}+07:00`);

describe('the week of a weekly digest', () => {
  it.each<[string, string, string, string]>([
    ['the Monday 08:00 send', '2026-11-23T08:00:00', '2026-11-16', '2026-11-22'],
    ['Monday just after midnight', '2026-11-23T00:00:00', '2026-11-16', '2026-11-22'],
    ['Sunday night: the week before still', '2026-11-22T23:59:59', '2026-11-09', '2026-11-15'],
    ['Sunday 23:30 UTC is Monday 06:30 in Bangkok', '2026-11-23T06:30:00', '2026-11-16', '2026-11-22'],
    ['a Wednesday', '2026-11-25T12:00:00', '2026-11-16', '2026-11-22'],
    ['across a year end', '2027-01-04T08:00:00', '2026-12-28', '2027-01-03'],
  ])('%s', (_case, at, period, lastDay) => {
    const week = digestWeek(thai(at));
    expect(week.period).toBe(period);
    expect(week.lastDay).toBe(lastDay);
    expect(week.start).toEqual(thai(`${period}T00:00:00`));
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * 24 * 3600 * 1000);
  });
});

describe('the lists of a weekly digest', () => {
  const week = digestWeek(thai('2026-11-23T08:00:00'));
  const now = thai('2026-11-23T08:00:00');
  const t = (liveState: DigestTicket['liveState'], due: string | null, closed = false): DigestTicket => ({ liveState, nextDueAt: due ? thai(due) : null, closed });

  it.each<[string, DigestTicket, boolean, boolean]>([
    // ticket, a breach of the week, due soon
    ['breached on Wednesday of the week', t('breached', '2026-11-18T10:00:00'), true, false],
    ['breached at the week’s first instant', t('breached', '2026-11-16T00:00:00'), true, false],
    ['breached the week before', t('breached', '2026-11-15T23:59:00'), false, false],
    ['breached this Monday early (after the week)', t('breached', '2026-11-23T01:00:00'), false, false],
    ['breached in the week but closed since', t('breached', '2026-11-18T10:00:00', true), false, false],
    ['due in 2 days', t('on_time', '2026-11-25T08:00:00'), false, true],
    ['due soon state, due in 5 hours', t('due_soon', '2026-11-23T13:00:00'), false, true],
    ['due in exactly 72 hours: not within', t('on_time', '2026-11-26T08:00:00'), false, false],
    ['due in 4 days', t('on_time', '2026-11-27T08:00:00'), false, false],
    ['no deadline left', t('done', null), false, false],
    ['due soon but closed', t('due_soon', '2026-11-23T13:00:00', true), false, false],
  ])('%s', (_case, ticket, breach, dueSoon) => {
    expect(isWeekBreach(ticket, week)).toBe(breach);
    expect(isDueSoon(ticket, now)).toBe(dueSoon);
  });

  it.each<[string, boolean]>([
    ['2026-11-16', true],
    ['2026-11-22', true],
    ['2026-11-15', false],
    ['2026-11-23', false],
  ])('a low score received on %s is new in the week: %s', (day, expected) => {
    expect(isNewLowScore({ day }, week)).toBe(expected);
  });
});

describe('when the digest is owed', () => {
  it.each<[string, boolean]>([
    ['2026-11-23T08:00:00', true],
    ['2026-11-23T07:59:59', false],
    ['2026-11-23T23:59:59', true],
    ['2026-11-24T00:00:00', false],
    ['2026-11-22T09:00:00', false],
    ['2026-11-30T12:00:00', true],
  ])('at %s (Bangkok): %s', (local, owed) => {
    expect(digestOwed(thai(local))).toBe(owed);
  });
});

import { NO_STAGES, newStages, withStages, type SurveyCaseReport, type SurveyCaseStages } from '../survey-case-stages';
import { thaiDay, thaiMonth } from '../../locale/thai-time';
import { dateRangeProblems, isLowScore, npsFromCounts, raisesSurveyTicket, receivedMonth, responseMonth, responseRate, SURVEY_TICKET_MAX_AGE_DAYS } from '../survey-measures';

const report = (over: Partial<SurveyCaseReport>): SurveyCaseReport => ({ cleansed_at: null, sent_at: null, outcome: 'pending', ...over });
const known = (over: Partial<SurveyCaseStages>): SurveyCaseStages => ({ ...NO_STAGES, ...over });
const T = '2026-03-01T10:00:00+07:00';

describe('survey case stages', () => {
  it.each([
    ['first sighting, just received', NO_STAGES, report({}), ['received']],
    ['first sighting, already cleansed', NO_STAGES, report({ cleansed_at: T }), ['received', 'cleansed']],
    ['first sighting, already answered', NO_STAGES, report({ sent_at: T, outcome: 'responded_successfully' }), ['received', 'sent', 'responded_successfully']],
    ['outcome without a send implies the send', known({ received: true }), report({ outcome: 'not_responded' }), ['sent', 'not_responded']],
    ['received, then sent', known({ received: true }), report({ sent_at: T }), ['sent']],
    ['the same state again adds nothing', known({ received: true, sent: true }), report({ sent_at: T }), []],
    ['sent, then answered unsuccessfully', known({ received: true, sent: true }), report({ sent_at: T, outcome: 'responded_unsuccessfully' }), ['responded_unsuccessfully']],
    ['an outcome is final', known({ received: true, sent: true, outcome: 'not_responded' }), report({ sent_at: T, outcome: 'responded_successfully' }), []],
    ['cleansed stays cleansed even if later said sent', known({ received: true, cleansed: true }), report({ sent_at: T, outcome: 'responded_successfully' }), []],
    ['sent is never cleansed afterwards', known({ received: true, sent: true }), report({ cleansed_at: T, sent_at: null }), []],
    ['cleansed after receipt', known({ received: true }), report({ cleansed_at: T }), ['cleansed']],
  ] as const)('%s', (_name, before, reported, expected) => {
    expect(newStages(before, reported)).toEqual(expected);
  });

  it('applying the steps makes the same report add nothing more', () => {
    const reported = report({ sent_at: T, outcome: 'responded_successfully' });
    const after = withStages(NO_STAGES, newStages(NO_STAGES, reported));
    expect(after).toEqual({ received: true, cleansed: false, sent: true, outcome: 'responded_successfully' });
    expect(newStages(after, reported)).toEqual([]);
  });
});

describe('survey calendar (Asia/Bangkok)', () => {
  it.each([
    ['2026-03-31T23:10:00+07:00', '2026-03-31', '2026-03-01'],
    ['2026-03-31T17:10:00Z', '2026-04-01', '2026-04-01'],
    ['2026-03-31T16:59:59Z', '2026-03-31', '2026-03-01'],
    ['2025-12-31T17:00:00Z', '2026-01-01', '2026-01-01'],
  ])('%s is Thai day %s, month %s', (at, day, month) => {
    expect(thaiDay(at)).toBe(day);
    expect(thaiMonth(new Date(at))).toBe(month);
  });

  it('refuses what is not a time', () => {
    expect(() => thaiDay('yesterday')).toThrow(RangeError);
  });

  it.each([
    ['2026-03-31', '2026-03-01'],
    ['2026-04-01', '2026-04-01'],
    ['2025-12-31', '2025-12-01'],
  ])('a response finished on Thai day %s counts in month %s', (day, month) => {
    expect(responseMonth(day)).toBe(month);
    expect(responseMonth(day)).toBe(thaiMonth(`${day}T12:00:00+07:00`));
  });

  it('refuses a response day that is not a day', () => {
    expect(() => responseMonth('2026-3-1')).toThrow(RangeError);
  });

  it.each([
    ['2026-03-31', '2026-03-01'],
    ['2026-04-01', '2026-04-01'],
  ])('a case received on Thai day %s counts its response-rate stages in month %s', (day, month) => {
    expect(receivedMonth(day)).toBe(month);
  });
});

describe('survey measures', () => {
  it.each([
    [0, 0, null],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [5, 5, 100],
  ])('response rate %i of %i sent = %s', (ok, sent, rate) => {
    expect(responseRate(ok, sent)).toBe(rate);
  });

  it.each([
    [0, 0, 0, null],
    [10, 6, 2, 40],
    [3, 1, 1, 0],
    [7, 0, 7, -100],
    [3, 2, 0, 66.7],
  ])('%i responses, %i Top2Box, %i Bottom6: NPS %s', (responses, top, bottom, nps) => {
    expect(npsFromCounts(responses, top, bottom)).toBe(nps);
  });

  it.each([
    [6, 'Y', true],
    [0, 'Y', true],
    [7, 'Y', false],
    [10, 'N', true],
    [9, 'Y', false],
  ] as const)('NPS %i satisfied %s: low score %s', (nps, satisfied, low) => {
    expect(isLowScore({ nps, satisfied })).toBe(low);
  });

  const answered = new Date('2026-11-01T10:00:00+07:00');
  const later = (days: number, ms = 0) => new Date(answered.getTime() + days * 86_400_000 + ms);
  it.each([
    [3, 'Y', later(0), undefined, true],
    [3, 'Y', later(SURVEY_TICKET_MAX_AGE_DAYS), undefined, true],
    [3, 'Y', later(SURVEY_TICKET_MAX_AGE_DAYS, 1), undefined, false],
    [10, 'N', later(13), undefined, true],
    [9, 'Y', later(0), undefined, false],
    [3, 'Y', later(200), 365, true],
    [3, 'Y', later(2), 1, false],
  ] as const)('NPS %i satisfied %s arriving at %s (max age %s days): raises a ticket %s', (nps, satisfied, arrivedAt, maxAge, raises) => {
    expect(raisesSurveyTicket({ nps, satisfied }, answered, arrivedAt, maxAge)).toBe(raises);
  });

  it.each([
    ['2026-01-01', '2026-01-31', []],
    ['2026-01-31', '2026-01-01', [{ field: 'to', problem: 'before_from' }]],
    ['2025-01-01', '2026-03-01', [{ field: 'to', problem: 'too_long' }]],
    ['2025-04-01', '2026-03-31', []],
  ])('range %s to %s', (from, to, problems) => {
    expect(dateRangeProblems(from, to)).toEqual(problems);
  });
});

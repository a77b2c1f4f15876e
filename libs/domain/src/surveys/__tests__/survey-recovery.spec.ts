import { pendingCases, responseRate, responseRateOfOutcomes } from '../survey-measures';
import { countsForRecovery, recoveryCounts, recoveryRate, recoveryStanding, type RecoveryTicket } from '../survey-recovery';

const ticket = (over: Partial<RecoveryTicket> = {}): RecoveryTicket => ({ completed: true, satisfied: 'Y', cancelled: false, deleted: false, ...over });

describe('recovery (Bottom6 responses that raised a ticket)', () => {
  it.each([
    [0, true],
    [6, true],
    [7, false],
    [8, false],
    [10, false],
  ])('NPS %i counts for recovery: %s', (nps, counts) => {
    expect(countsForRecovery(nps)).toBe(counts);
  });

  it.each([
    ['NPS 7 (only "not satisfied") is outside, ticket or not', 7, ticket(), 'outside'],
    ['NPS 9 without a ticket is outside', 9, null, 'outside'],
    ['Bottom6 too old to raise a ticket is not eligible', 4, null, 'not_eligible'],
    ['Bottom6, completed, customer satisfied: recovered', 6, ticket(), 'recovered'],
    ['Bottom6, completed, customer not satisfied', 3, ticket({ satisfied: 'N' }), 'not_recovered'],
    ['Bottom6, completed, customer not reached (NA)', 3, ticket({ satisfied: 'NA' }), 'not_recovered'],
    ['Bottom6, completed, not checked yet', 3, ticket({ satisfied: null }), 'not_recovered'],
    ['Bottom6, still being worked', 0, ticket({ completed: false, satisfied: null }), 'not_recovered'],
    ['Bottom6, cancelled (satisfied before the cancel)', 2, ticket({ cancelled: true }), 'not_recovered'],
    ['Bottom6, deleted', 2, ticket({ deleted: true }), 'not_recovered'],
  ] as const)('%s', (_name, nps, t, standing) => {
    expect(recoveryStanding(nps, t)).toBe(standing);
  });

  it.each([
    ['no Bottom6 at all: no rate', [], { eligible: 0, recovered: 0, not_eligible: 0 }, null],
    ['history synced on a first start (no tickets): no rate, never 0 %', ['not_eligible', 'not_eligible', 'outside'], { eligible: 0, recovered: 0, not_eligible: 2 }, null],
    ['the not eligible stay out of the base', ['recovered', 'not_recovered', 'not_eligible', 'not_eligible', 'outside'], { eligible: 2, recovered: 1, not_eligible: 2 }, 50],
    ['one decimal', ['recovered', 'recovered', 'not_recovered'], { eligible: 3, recovered: 2, not_eligible: 0 }, 66.7],
    ['none recovered of those eligible is a real 0 %', ['not_recovered'], { eligible: 1, recovered: 0, not_eligible: 0 }, 0],
  ] as const)('%s', (_name, standings, counts, rate) => {
    expect(recoveryCounts(standings)).toEqual(counts);
    expect(recoveryRate(recoveryCounts(standings))).toBe(rate);
  });
});

describe('response rate beside pending cases', () => {
  it.each([
    ['nothing sent', { sent: 0, responded_successfully: 0, responded_unsuccessfully: 0, not_responded: 0 }, 0, null, null],
    ['all still pending: no rate over outcomes, 0 % over sent', { sent: 10, responded_successfully: 0, responded_unsuccessfully: 0, not_responded: 0 }, 10, 0, null],
    ['some pending', { sent: 10, responded_successfully: 3, responded_unsuccessfully: 1, not_responded: 2 }, 4, 30, 50],
    ['all with an outcome: both rates agree', { sent: 8, responded_successfully: 2, responded_unsuccessfully: 2, not_responded: 4 }, 0, 25, 25],
    ['one decimal', { sent: 9, responded_successfully: 1, responded_unsuccessfully: 1, not_responded: 1 }, 6, 11.1, 33.3],
  ] as const)('%s', (_name, counts, pending, overSent, overOutcomes) => {
    expect(pendingCases(counts)).toBe(pending);
    expect(responseRate(counts.responded_successfully, counts.sent)).toBe(overSent);
    expect(responseRateOfOutcomes(counts)).toBe(overOutcomes);
  });
});

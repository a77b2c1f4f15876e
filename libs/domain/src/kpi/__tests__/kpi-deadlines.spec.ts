import { kpiOutcomes, liveState, nextDeadline, type KpiTimes } from '../kpi-deadlines';
import { netPromoterScore, npsBand } from '../nps';

const t0 = new Date('2026-03-01T00:00:00Z');
const h = (hours: number) => new Date(t0.getTime() + hours * 3600_000);
const base: KpiTimes = { receivedAt: t0, firstContactAt: null, solutionAt: null, closedAt: null, satisfactionAt: null, satisfied: null, smsReceived: null, cancelledAt: null };

describe('kpiOutcomes', () => {
  it.each([
    ['contact at 23 h', { firstContactAt: h(23) }, h(30), { kpi2a: true, kpi2: true }],
    ['contact at exactly 24 h', { firstContactAt: h(24) }, h(30), { kpi2a: true, kpi2: true }],
    ['contact at 30 h', { firstContactAt: h(30) }, h(31), { kpi2a: false, kpi2: true }],
    ['no contact yet at 10 h', {}, h(10), { kpi2a: null, kpi2: null }],
    ['no contact at 30 h', {}, h(30), { kpi2a: false, kpi2: null }],
    ['no contact at 50 h', {}, h(50), { kpi2a: false, kpi2: false }],
    ['solution at 47 h', { firstContactAt: h(1), solutionAt: h(47) }, h(100), { kpi3: true }],
    ['solution at 49 h', { firstContactAt: h(1), solutionAt: h(49) }, h(100), { kpi3: false }],
    ['closed in 4.5 days', { firstContactAt: h(1), solutionAt: h(2), closedAt: h(108) }, h(200), { kpi4a: true, kpi4Days: 4.5 }],
    ['closed in 6 days', { firstContactAt: h(1), solutionAt: h(2), closedAt: h(144) }, h(200), { kpi4a: false, kpi4Days: 6 }],
    ['satisfied, SMS received, in 2 days', { closedAt: h(10), satisfactionAt: h(58), satisfied: 'Y', smsReceived: true }, h(100), { kpi5a: true, kpi5b: true, kpi5c: true }],
    ['unsatisfied within 5 days', { closedAt: h(10), satisfactionAt: h(58), satisfied: 'N', smsReceived: false }, h(100), { kpi5a: true, kpi5b: false, kpi5c: false }],
    ['check after 6 days', { closedAt: h(10), satisfactionAt: h(154), satisfied: 'Y', smsReceived: true }, h(200), { kpi5a: false, kpi5b: false, kpi5c: false }],
    ['no check, 6 days after closing', { closedAt: h(10) }, h(160), { kpi5a: false }],
    ['cancelled at once', { cancelledAt: h(1) }, h(500), { kpi2a: null, kpi2: null, kpi3: null, kpi4a: null, kpi4Days: null, kpi5a: null }],
  ] as const)('%s', (_name, change, now, expected) => {
    expect(kpiOutcomes({ ...base, ...change } as KpiTimes, now)).toMatchObject(expected);
  });
});

/**
 * Cancelling must not hide a miss: a deadline already passed at the cancellation keeps the
 * outcome it had then; a deadline not yet passed takes the ticket out of that KPI (null), even
 * when its event had happened; whatever happens after the cancellation, and time, change nothing.
 */
describe('kpiOutcomes of a cancelled ticket', () => {
  it.each([
    ['no contact, cancelled at 30 h: 24 h missed, 48 h left', {}, h(30), { kpi2a: false, kpi2: null, kpi3: null, kpi4a: null }],
    ['no contact, cancelled at 50 h: both contact KPIs and the solution missed', {}, h(50), { kpi2a: false, kpi2: false, kpi3: false, kpi4a: null }],
    ['contacted at 10 h, cancelled at 20 h: every deadline still ahead', { firstContactAt: h(10) }, h(20), { kpi2a: null, kpi2: null, kpi3: null }],
    ['contacted at 10 h, cancelled at 30 h: 24 h met, 48 h left', { firstContactAt: h(10) }, h(30), { kpi2a: true, kpi2: null }],
    ['contacted at 30 h, cancelled at 60 h: 24 h missed, 48 h met', { firstContactAt: h(30) }, h(60), { kpi2a: false, kpi2: true, kpi3: false }],
    ['contact after the cancellation does not count', { firstContactAt: h(40) }, h(30), { kpi2a: false, kpi2: null }],
    ['solution at 20 h, cancelled at 130 h: closing missed', { firstContactAt: h(5), solutionAt: h(20) }, h(130), { kpi3: true, kpi4a: false, kpi4Days: null, kpi5a: null }],
    ['cancelled exactly at the 24 h deadline: not passed yet', {}, h(24), { kpi2a: null }],
  ] as const)('%s', (_name, change, cancelledAt, expected) => {
    const times = { ...base, ...change, cancelledAt } as KpiTimes;
    expect(kpiOutcomes(times, cancelledAt)).toMatchObject(expected);
    // Later "nows" change nothing: a cancelled ticket is judged as of its cancellation.
    expect(kpiOutcomes(times, h(10_000))).toEqual(kpiOutcomes(times, cancelledAt));
    expect(liveState(times, h(10_000))).toBe('done');
  });

  it('counts working hours up to the cancellation when the clock does', () => {
    const slow = { elapsedHours: (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3600_000 / 2, addHours: (from: Date, hours: number) => new Date(from.getTime() + hours * 2 * 3600_000) };
    // 30 calendar hours are 15 counted hours: the 24 h deadline had not passed.
    expect(kpiOutcomes({ ...base, cancelledAt: h(30) }, h(30), slow).kpi2a).toBeNull();
    expect(kpiOutcomes({ ...base, cancelledAt: h(50) }, h(50), slow).kpi2a).toBe(false);
  });
});

describe('liveState and nextDeadline', () => {
  it.each([
    ['fresh ticket', {}, h(1), 'on_time', 'kpi2a'],
    ['20 h without contact (less than 20% of 24 h left)', {}, h(20), 'due_soon', 'kpi2a'],
    ['25 h without contact', {}, h(25), 'breached', 'kpi2a'],
    ['contacted, solution due at 48 h', { firstContactAt: h(2) }, h(30), 'on_time', 'kpi3'],
    ['solution given, closing due at 5 days', { firstContactAt: h(2), solutionAt: h(10) }, h(100), 'due_soon', 'kpi4a'],
    ['closed, satisfaction check due', { firstContactAt: h(2), solutionAt: h(10), closedAt: h(50) }, h(60), 'on_time', 'kpi5a'],
    ['all done', { firstContactAt: h(2), solutionAt: h(10), closedAt: h(50), satisfactionAt: h(60) }, h(70), 'done', null],
    ['cancelled', { cancelledAt: h(3) }, h(70), 'done', null],
  ] as const)('%s', (_name, change, now, state, kpi) => {
    const times = { ...base, ...change } as KpiTimes;
    expect(liveState(times, now)).toBe(state);
    expect(nextDeadline(times)?.kpi ?? null).toBe(kpi);
  });
});

describe('NPS', () => {
  it.each([[10, 'top2box'], [9, 'top2box'], [8, 'passive'], [7, 'passive'], [6, 'bottom6'], [0, 'bottom6']] as const)('%i is %s', (score, band) => {
    expect(npsBand(score)).toBe(band);
  });
  it('refuses scores outside 0-10', () => {
    expect(() => npsBand(11)).toThrow(RangeError);
  });
  it('scores a set', () => {
    expect(netPromoterScore([10, 9, 8, 6, 0])).toBe(0);
    expect(netPromoterScore([10, 10, 7])).toBe(66.7);
    expect(netPromoterScore([])).toBeNull();
  });
});

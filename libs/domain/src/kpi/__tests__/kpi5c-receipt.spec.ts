import type { SatisfactionSmsFacts } from '../../notifications/satisfaction-sms';
import { satisfactionSmsReceived } from '../../notifications/satisfaction-sms';
import type { KpiClock } from '../kpi-clock';
import { applySatisfactionSmsFact, countsForKpi5c, type SatisfactionSmsFact } from '../kpi5c-receipt';

const closed = new Date('2026-03-10T02:00:00.000Z');
const day = (d: number) => new Date(closed.getTime() + d * 24 * 3600_000);
const none: SatisfactionSmsFacts = { recorded: null, entered: null, override: false };
const delivered: SatisfactionSmsFact = { kind: 'recorded', outcome: 'delivered' };
const failed: SatisfactionSmsFact = { kind: 'recorded', outcome: 'failed' };

describe('KPI5c counts a receipt only within its window after completion', () => {
  it.each<[string, Date | null, Date, boolean]>([
    ['at completion', closed, closed, true],
    ['a day after', closed, day(1), true],
    ['exactly 5 days after', closed, day(5), true],
    ['a minute past the 5 days', closed, new Date(day(5).getTime() + 60_000), false],
    ['17 months later (a backlog sent today)', closed, day(510), false],
    ['before completion', closed, day(-1), false],
    ['not completed', null, day(1), false],
  ])('%s', (_name, closedAt, at, expected) => {
    expect(countsForKpi5c(closedAt, at)).toBe(expected);
  });

  it('the window runs in the KPI clock', () => {
    const half: KpiClock = { elapsedHours: (from, to) => Math.max(0, (to.getTime() - from.getTime()) / 3600_000 / 2), addHours: (from, hours) => new Date(from.getTime() + hours * 2 * 3600_000) };
    expect(countsForKpi5c(closed, day(9), half)).toBe(true);
    expect(countsForKpi5c(closed, day(11), half)).toBe(false);
  });
});

describe('the SMS facts KPI5c reads', () => {
  it.each<[string, ReadonlyArray<readonly [SatisfactionSmsFact, number]>, boolean | null]>([
    ['delivered on day 1', [[delivered, 1]], true],
    ['delivered 17 months later: nothing known in the window', [[delivered, 510]], null],
    ['failed on day 1, delivered on day 30: failed', [[failed, 1], [delivered, 30]], false],
    ['failed on day 1, delivered on day 2: delivered', [[failed, 1], [delivered, 2]], true],
    ['delivered, then a failed receipt: delivered is final', [[delivered, 1], [failed, 2]], true],
    ['entered "received" on day 2, nothing recorded', [[{ kind: 'entered', entered: 1, override: false }, 2]], true],
    ['entered "received" on day 40: not counted', [[{ kind: 'entered', entered: 1, override: false }, 40]], null],
    ['override "not received" on day 3 over a delivered record', [[delivered, 1], [{ kind: 'entered', entered: 0, override: true }, 3]], false],
    ['override "not received" months later: the window had ended', [[delivered, 1], [{ kind: 'entered', entered: 0, override: true }, 90]], true],
    ['override "received" months later over a failed record: not counted', [[failed, 1], [{ kind: 'entered', entered: 1, override: true }, 90]], false],
  ])('%s', (_name, facts, received) => {
    const after = facts.reduce((f, [fact, d]) => applySatisfactionSmsFact(f, fact, day(d), closed), none);
    expect(satisfactionSmsReceived(after)).toBe(received);
  });

  it('a fact before completion is not counted', () => {
    expect(applySatisfactionSmsFact(none, delivered, day(-0.5), closed)).toEqual(none);
    expect(applySatisfactionSmsFact(none, delivered, day(1), null)).toEqual(none);
  });
});

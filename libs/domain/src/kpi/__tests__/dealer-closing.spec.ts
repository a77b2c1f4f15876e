import type { TicketStatus } from '../../tickets/ticket-status';
import { approvalWaitHoursAfter, dealerHeldHours, dealerKpi4a, type DealerClosingFacts } from '../dealer-closing';
import { kpiOutcomes } from '../kpi-deadlines';
import type { KpiClock } from '../kpi-clock';

const received = new Date('2026-03-02T00:00:00.000Z');
const day = (d: number) => new Date(received.getTime() + d * 24 * 3600_000);

/** The facts after moves (status, day after receipt), as the projection keeps them. */
function facts(moves: ReadonlyArray<readonly [TicketStatus, number]>, clock?: KpiClock): DealerClosingFacts {
  let t: DealerClosingFacts = { receivedAt: received, closedAt: null, cancelledAt: null, approvalWaitHours: 0, approvalSince: null };
  for (const [to, d] of moves) {
    t = { ...t, approvalWaitHours: approvalWaitHoursAfter(t.approvalWaitHours, t.approvalSince, to, day(d), clock) };
    if (to !== 'T') t.approvalSince = null;
    else if (!t.approvalSince) t.approvalSince = day(d);
    if (to === 'B') t.closedAt = day(d);
    if (to === 'D') t.cancelledAt = day(d);
  }
  return t;
}

describe("the dealer's own KPI4a", () => {
  it.each<[string, ReadonlyArray<readonly [TicketStatus, number]>, number, boolean | null, boolean | null]>([
    // name, moves, now (day), dealer KPI4a, KPI4a as SPEC.md (for contrast)
    ['straight through in 4 days', [['C', 0.5], ['S', 1], ['T', 2], ['B', 4]], 6, true, true],
    ['approval waited 3 days: SPEC misses, the dealer met (3 of 6 days)', [['C', 0.5], ['S', 1], ['T', 2], ['B', 6]], 7, true, false],
    ['the dealer took 6 days before proposing: missed both', [['C', 0.5], ['S', 1], ['T', 6], ['B', 6.5]], 7, false, false],
    ['sent back: the rework is the dealer\'s (2 + 2.5 of 7 days)', [['C', 0.5], ['S', 1], ['T', 2], ['R', 3], ['S', 4], ['T', 4.5], ['B', 7]], 8, true, false],
    ['sent back: a long rework misses', [['S', 1], ['T', 2], ['R', 2.5], ['S', 5], ['T', 6], ['B', 6.5]], 8, false, false],
    ['completed without T: the whole time is the dealer\'s', [['C', 0.5], ['B', 5.5]], 6, false, false],
    ['open, 4 days, not in T: undecided', [['C', 0.5], ['S', 1]], 4, null, null],
    ['open, 6 days, not in T: missed', [['C', 0.5], ['S', 1]], 6, false, false],
    ['waiting for approval since day 2, now day 9: undecided (the dealer held 2 days)', [['C', 0.5], ['S', 1], ['T', 2]], 9, null, false],
    ['waiting for approval since day 5.5: already missed before the wait', [['C', 0.5], ['S', 1], ['T', 5.5]], 9, false, false],
    ['cancelled on day 3: out of the count', [['C', 0.5], ['D', 3]], 9, null, null],
    ['cancelled on day 7, the dealer\'s 5 days passed: missed', [['C', 0.5], ['D', 7]], 9, false, false],
    ['cancelled on day 7 while in T since day 2: out (the dealer held 2 days)', [['S', 1], ['T', 2], ['D', 7]], 9, null, false],
  ])('%s', (_name, moves, now, dealer, spec) => {
    const t = facts(moves);
    expect(dealerKpi4a(t, day(now))).toBe(dealer);
    const outcomes = kpiOutcomes({ receivedAt: received, firstContactAt: null, solutionAt: null, closedAt: t.closedAt, satisfactionAt: null, satisfied: null, smsReceived: null, cancelledAt: t.cancelledAt, approvalWaitHours: t.approvalWaitHours, approvalSince: t.approvalSince }, day(now));
    expect(outcomes.kpi4aDealer).toBe(dealer);
    expect(outcomes.kpi4a).toBe(spec);
  });

  it('exactly 5 days of the dealer\'s time is met', () => {
    expect(dealerKpi4a(facts([['T', 2], ['B', 8]]), day(9))).toBe(true); // 2 days + nothing after approval
    expect(dealerHeldHours(facts([['T', 5], ['B', 8]]), day(8))).toBe(120);
    expect(dealerKpi4a(facts([['T', 5], ['B', 8]]), day(9))).toBe(true);
  });

  it('counts in the KPI clock when it is not the calendar', () => {
    const half: KpiClock = { elapsedHours: (from, to) => Math.max(0, (to.getTime() - from.getTime()) / 3600_000 / 2), addHours: (from, hours) => new Date(from.getTime() + hours * 2 * 3600_000) };
    // 12 calendar days, 4 of them in T: 8 calendar days of the dealer's are 4 counted days.
    const t = facts([['T', 4], ['R', 8], ['B', 12]], half);
    expect(t.approvalWaitHours).toBe(48);
    expect(dealerKpi4a(t, day(13), half)).toBe(true);
    expect(dealerKpi4a(facts([['T', 4], ['R', 8], ['B', 16]], half), day(17), half)).toBe(false);
  });
});

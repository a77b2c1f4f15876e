import type { TicketStatus } from '../tickets/ticket-status';
import { calendarClock, type KpiClock } from './kpi-clock';

/**
 * The dealer's own KPI4a (issue 31): closed within 5 days (KPI_HOURS.kpi4a, in the KPI clock)
 * counting only the time the dealer held the ticket. KPI4a as SPEC.md defines it (receipt to
 * completion) stays beside it. "Who held the time" is held-time.ts's rule: every stay in T
 * (awaiting approval, from entering T to leaving it: approved, sent back or cancelled) is head
 * office's; everything else, the rework between two stays included, is the dealer's. So the
 * dealer's hours = the KPI clock's hours from receipt to completion, less the KPI clock's hours
 * of every stay in T.
 *
 *   - completed: met when the dealer's hours up to completion are within the 5 days;
 *   - open: missed once the dealer's hours so far pass the 5 days (a stay in T stops the
 *     dealer's clock: a ticket waiting for approval is never missed by the wait), undecided before;
 *   - cancelled: judged as of the cancellation, as cancelledOutcome does for the other KPIs: missed
 *     when the dealer's 5 days had passed by then, otherwise out of the count.
 */
export const DEALER_KPI4A_HOURS = 5 * 24;

export interface DealerClosingFacts {
  receivedAt: Date;
  closedAt: Date | null;
  cancelledAt: Date | null;
  /** KPI-clock hours of the stays in T that have ended. */
  approvalWaitHours: number;
  /** When the current stay in T began (null: not in T). */
  approvalSince: Date | null;
}

/** The dealer's hours from receipt up to `at` (stays in T, the current one up to `at`, left out). */
export function dealerHeldHours(t: DealerClosingFacts, at: Date, clock: KpiClock = calendarClock): number {
  const current = t.approvalSince && t.approvalSince.getTime() < at.getTime() ? clock.elapsedHours(t.approvalSince, at) : 0;
  return Math.max(0, clock.elapsedHours(t.receivedAt, at) - t.approvalWaitHours - current);
}

/** The dealer's KPI4a as of `now`: true met, false missed, null undecided or out of the count. */
export function dealerKpi4a(t: DealerClosingFacts, now: Date, clock: KpiClock = calendarClock): boolean | null {
  const judgedAt = t.cancelledAt && t.cancelledAt.getTime() < now.getTime() ? t.cancelledAt : now;
  if (t.closedAt && t.closedAt.getTime() <= judgedAt.getTime()) return dealerHeldHours(t, t.closedAt, clock) <= DEALER_KPI4A_HOURS;
  return dealerHeldHours(t, judgedAt, clock) > DEALER_KPI4A_HOURS ? false : null;
}

/**
 * The KPI-clock hours of ended stays in T after the ticket moved to `to` at `at`: a move out of T
 * (any status but T) ends the current stay that began at `approvalSince`.
 */
export function approvalWaitHoursAfter(hours: number, approvalSince: Date | null, to: TicketStatus, at: Date, clock: KpiClock = calendarClock): number {
  if (!approvalSince || to === 'T') return hours;
  return hours + clock.elapsedHours(approvalSince, at);
}

import { calendarClock, type KpiClock } from './kpi-clock';
import { kpi4CountedDays } from './days-to-close';
import { dealerKpi4a } from './dealer-closing';

/**
 * KPI deadlines (SPEC.md §9), all measured in hours from when the ticket reached the dealer
 * (created_date) except the satisfaction checks, measured from completion:
 *   KPI2a  first contact within 24 h        KPI2  first contact within 48 h
 *   KPI3   solution proposed within 48 h    KPI4a case closed (B) within 5 days
 *   KPI4   days to close (an average, no deadline)
 *   KPI5a  satisfaction check (closed-loop verification) within 5 days of completion
 *   KPI5b  ... and the customer said satisfied (Y)
 *   KPI5c  ... and the satisfaction SMS was received
 * Our reading of 5a/5b/5c: the spec names them only as "satisfaction after resolution within 5
 * days"; we split them into done, satisfied and SMS-confirmed, each within the same 5 days.
 */
export const KPI_HOURS = {
  kpi2a: 24,
  kpi2: 48,
  kpi3: 48,
  kpi4a: 5 * 24,
  kpi5: 5 * 24,
} as const;

/** A deadline is "due soon" when less than this share of its window is left. */
export const DUE_SOON_SHARE = 0.2;

export type LiveState = 'on_time' | 'due_soon' | 'breached' | 'done';

const HOUR = 3600_000;


/** The times that decide a ticket's KPIs (null = not happened yet). */
export interface KpiTimes {
  receivedAt: Date;
  firstContactAt: Date | null;
  solutionAt: Date | null;
  closedAt: Date | null;
  satisfactionAt: Date | null;
  satisfied: 'Y' | 'N' | 'NA' | null;
  smsReceived: boolean | null;
  /** When the ticket was cancelled (null: not cancelled). See `kpiOutcomes` for what it does. */
  cancelledAt: Date | null;
  /** When the ticket's month of receipt closes (KPI4's counted days stop there, days-to-close.ts); absent or null: no close kept. */
  monthClosesAt?: Date | null;
  /** KPI-clock hours of the ended stays in T, head office's (dealer-closing.ts); absent: none. */
  approvalWaitHours?: number;
  /** When the current stay in T began; absent or null: not in T. */
  approvalSince?: Date | null;
}

export interface KpiOutcomes {
  kpi2a: boolean | null;
  kpi2: boolean | null;
  kpi3: boolean | null;
  kpi4a: boolean | null;
  /** Days from receipt to completion, two decimals (the ticket's own, as the case-closed report shows it). */
  kpi4Days: number | null;
  /** The ticket's days in its month's KPI4 average (days-to-close.ts): to completion or to the month's close. */
  kpi4CountedDays: number | null;
  /** The dealer's own KPI4a: closed within 5 days of the time the dealer held the ticket (dealer-closing.ts). */
  kpi4aDealer: boolean | null;
  kpi5a: boolean | null;
  kpi5b: boolean | null;
  kpi5c: boolean | null;
}

function within(start: Date | null, end: Date | null, hours: number, now: Date, clock: KpiClock): boolean | null {
  if (!start) return null;
  if (end && end.getTime() <= now.getTime()) return clock.elapsedHours(start, end) <= hours;
  // Not happened yet: failed once the deadline has passed, undecided before.
  return clock.elapsedHours(start, now) > hours ? false : null;
}

/**
 * One KPI of a cancelled ticket (cancelling must not hide a miss). A KPI whose deadline had
 * already passed when the ticket was cancelled keeps the outcome it had at that moment: missed
 * when its event had not happened in time, met when it had. A KPI whose deadline had not passed
 * yet (or had no clock running: no start) leaves the count, neither met nor decided, even when
 * its event had already happened. Nothing after the cancellation counts.
 */
export function cancelledOutcome(start: Date | null, end: Date | null, hours: number, cancelledAt: Date, clock: KpiClock = calendarClock): boolean | null {
  if (!start || clock.elapsedHours(start, cancelledAt) <= hours) return null;
  return within(start, end, hours, cancelledAt, clock);
}

/**
 * Each KPI's outcome now: true met, false missed, null not decided yet (or not applicable).
 * A cancelled ticket is judged as of its cancellation by `cancelledOutcome`, so later time
 * changes nothing for it.
 */
export function kpiOutcomes(t: KpiTimes, now: Date, clock: KpiClock = calendarClock): KpiOutcomes {
  const judge = t.cancelledAt
    ? (start: Date | null, end: Date | null, hours: number) => cancelledOutcome(start, end, hours, t.cancelledAt as Date, clock)
    : (start: Date | null, end: Date | null, hours: number) => within(start, end, hours, now, clock);
  const kpi4a = judge(t.receivedAt, t.closedAt, KPI_HOURS.kpi4a);
  const kpi5a = judge(t.closedAt, t.satisfactionAt, KPI_HOURS.kpi5);
  return {
    kpi2a: judge(t.receivedAt, t.firstContactAt, KPI_HOURS.kpi2a),
    kpi2: judge(t.receivedAt, t.firstContactAt, KPI_HOURS.kpi2),
    kpi3: judge(t.receivedAt, t.solutionAt, KPI_HOURS.kpi3),
    kpi4a,
    // Days to close count with KPI4a: a ticket that left KPI4a leaves the average too.
    kpi4Days: t.closedAt && kpi4a !== null ? Math.round(((t.closedAt.getTime() - t.receivedAt.getTime()) / (24 * HOUR)) * 100) / 100 : null,
    kpi4CountedDays: kpi4CountedDays({ receivedAt: t.receivedAt, closedAt: t.closedAt, cancelledAt: t.cancelledAt, monthClosesAt: t.monthClosesAt ?? null }, now),
    kpi4aDealer: dealerKpi4a({ receivedAt: t.receivedAt, closedAt: t.closedAt, cancelledAt: t.cancelledAt, approvalWaitHours: t.approvalWaitHours ?? 0, approvalSince: t.approvalSince ?? null }, now, clock),
    kpi5a,
    kpi5b: kpi5a === null ? null : kpi5a && t.satisfied === 'Y',
    kpi5c: kpi5a === null ? null : kpi5a && t.smsReceived === true,
  };
}

/** The next deadline an open ticket faces: contact, solution, completion, then the satisfaction check. */
export function nextDeadline(t: KpiTimes, clock: KpiClock = calendarClock): { kpi: 'kpi2a' | 'kpi3' | 'kpi4a' | 'kpi5a'; start: Date; due: Date } | null {
  if (t.cancelledAt) return null;
  const at = (start: Date, hours: number) => clock.addHours(start, hours);
  if (!t.firstContactAt) return { kpi: 'kpi2a', start: t.receivedAt, due: at(t.receivedAt, KPI_HOURS.kpi2a) };
  if (!t.solutionAt) return { kpi: 'kpi3', start: t.receivedAt, due: at(t.receivedAt, KPI_HOURS.kpi3) };
  if (!t.closedAt) return { kpi: 'kpi4a', start: t.receivedAt, due: at(t.receivedAt, KPI_HOURS.kpi4a) };
  if (!t.satisfactionAt) return { kpi: 'kpi5a', start: t.closedAt, due: at(t.closedAt, KPI_HOURS.kpi5) };
  return null;
}

/** The live state of a ticket's next deadline: on time, due soon, breached, or nothing left (done). */
export function liveState(t: KpiTimes, now: Date, clock: KpiClock = calendarClock): LiveState {
  const next = nextDeadline(t, clock);
  if (!next) return 'done';
  if (now.getTime() > next.due.getTime()) return 'breached';
  const left = clock.elapsedHours(now, next.due);
  return left < clock.elapsedHours(next.start, next.due) * DUE_SOON_SHARE ? 'due_soon' : 'on_time';
}

import { calendarClock, type KpiClock } from './kpi-clock';
import { KPI_HOURS } from './kpi-deadlines';
import type { SatisfactionSmsFacts } from '../notifications/satisfaction-sms';

/**
 * KPI5c, the satisfaction SMS received (issue 31): a fact about the SMS counts only when it is
 * known within KPI5's window after completion: from completion to KPI_HOURS.kpi5 later, in the
 * KPI clock (the window of KPI5a). The facts are the gateway's recorded outcome
 * (NotificationDelivered / NotificationFailed of the satisfaction SMS) and the verification's
 * hand-entered flag with its override (satisfaction-sms.ts decides between them). A fact dated
 * before completion or after the window changes nothing: KPI5c stands as the facts stood when its
 * window ended, so sending a backlog of old SMS, or editing a verification months later, moves no
 * past month. Before issue 31 the receipt decided KPI5c whatever its date.
 */
export function countsForKpi5c(closedAt: Date | null, at: Date, clock: KpiClock = calendarClock): boolean {
  if (!closedAt || at.getTime() < closedAt.getTime()) return false;
  return clock.elapsedHours(closedAt, at) <= KPI_HOURS.kpi5;
}

/** One fact about the satisfaction SMS: the gateway's outcome, or a verification's entered flag and override. */
export type SatisfactionSmsFact =
  | { kind: 'recorded'; outcome: 'delivered' | 'failed' }
  | { kind: 'entered'; entered: 0 | 1 | null; override: boolean };

/**
 * The facts KPI5c reads after `fact` dated `at`, for a ticket completed at `closedAt`: unchanged
 * when the fact falls outside the window; a delivered outcome is final (a later failed receipt
 * does not undo it); a verification replaces the entered flag and its override.
 */
export function applySatisfactionSmsFact(facts: SatisfactionSmsFacts, fact: SatisfactionSmsFact, at: Date, closedAt: Date | null, clock: KpiClock = calendarClock): SatisfactionSmsFacts {
  if (!countsForKpi5c(closedAt, at, clock)) return facts;
  if (fact.kind === 'entered') return { ...facts, entered: fact.entered, override: fact.override };
  if (facts.recorded === 'delivered') return facts;
  return { ...facts, recorded: fact.outcome };
}

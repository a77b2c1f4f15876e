import { npsBand } from '../kpi/nps';
import { percent } from './survey-measures';

/**
 * Recovery rate (issue 12, restated by issue 31 item 11): of the Bottom6 responses (NPS 0-6) that
 * raised a survey ticket, the share whose ticket was completed and whose customer said "satisfied"
 * (Y) at the closed-loop check. Decisions:
 * - Only Bottom6 counts. A response that is only "not satisfied" (NPS 7-10, satisfied N) still
 *   raises a ticket (isLowScore) but is outside the recovery figure.
 * - A Bottom6 response that raised no ticket (too old when it reached the product, see
 *   SURVEY_TICKET_MAX_AGE_DAYS, or its dealer refused it) could never be recovered: it is counted
 *   apart as "not eligible", never as a failure, so history synced on a first start is not 0 %.
 * - A cancelled or deleted ticket never recovers; a ticket still being worked has not recovered yet.
 */
export type RecoveryStanding = 'outside' | 'not_eligible' | 'recovered' | 'not_recovered';

/** The survey ticket a response raised, as the closed-loop check left it (null: none was raised). */
export interface RecoveryTicket {
  completed: boolean;
  satisfied: 'Y' | 'N' | 'NA' | null;
  cancelled: boolean;
  deleted: boolean;
}

/** Whether a response enters the recovery figure at all: Bottom6 (NPS 0-6) only. */
export function countsForRecovery(nps: number): boolean {
  return npsBand(nps) === 'bottom6';
}

/** Where one response stands in the recovery figure. */
export function recoveryStanding(nps: number, ticket: RecoveryTicket | null): RecoveryStanding {
  if (!countsForRecovery(nps)) return 'outside';
  if (!ticket) return 'not_eligible';
  return ticket.completed && ticket.satisfied === 'Y' && !ticket.cancelled && !ticket.deleted ? 'recovered' : 'not_recovered';
}

/** A place's recovery counts: Bottom6 responses with a ticket (eligible), of them recovered, and Bottom6 without a ticket. */
export interface RecoveryCounts {
  eligible: number;
  recovered: number;
  not_eligible: number;
}

/** recovered ÷ eligible in percent, one decimal; null when no Bottom6 response raised a ticket (never 0 % by construction). */
export function recoveryRate(counts: Pick<RecoveryCounts, 'eligible' | 'recovered'>): number | null {
  return percent(counts.recovered, counts.eligible);
}

/** Sums standings into counts (the recount the reports are compared against). */
export function recoveryCounts(standings: Iterable<RecoveryStanding>): RecoveryCounts {
  const counts: RecoveryCounts = { eligible: 0, recovered: 0, not_eligible: 0 };
  for (const standing of standings) {
    if (standing === 'not_eligible') counts.not_eligible++;
    else if (standing !== 'outside') {
      counts.eligible++;
      if (standing === 'recovered') counts.recovered++;
    }
  }
  return counts;
}

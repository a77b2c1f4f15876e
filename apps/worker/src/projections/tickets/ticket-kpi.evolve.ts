import {
  applySatisfactionSmsFact,
  approvalWaitHoursAfter,
  calendarClock,
  heldTime,
  kpiOutcomes,
  liveState,
  monthCloseAt,
  nextDeadline,
  NO_APPROVAL_TRACK,
  satisfactionSmsReceived,
  thaiMonth,
  trackApproval,
  type ApprovalTrack,
  type KpiClock,
  type KpiTimes,
  type SatisfactionSmsFact,
  type SatisfactionSmsFacts,
  type TicketStatus,
} from '@voc/domain';
import type { TicketEvent } from '@voc/events';
import type { RowOf, TICKET_KPI } from '@voc/reporting-schema';

/** A ticket's KPI row (reporting.ticket_kpi, its definition in libs/reporting-schema) as the projector keeps it. */
export type TicketKpiState = Omit<RowOf<typeof TICKET_KPI>, 'satisfied'> & { satisfied: 'Y' | 'N' | 'NA' | null };

const date = (value: string | null) => (value ? new Date(value) : null);

/** When the ticket's month of receipt closes with MONTH_CLOSE_DAY `closeDay` (null: no close kept). */
function monthClosesAt(state: TicketKpiState, closeDay: number | null): Date | null {
  return closeDay === null ? null : monthCloseAt(String(state.received_month).slice(0, 10), closeDay);
}

export function kpiTimesOf(state: TicketKpiState, closeDay: number | null = null): KpiTimes {
  return {
    receivedAt: new Date(state.received_at),
    firstContactAt: date(state.first_contact_at),
    solutionAt: date(state.solution_at),
    closedAt: date(state.closed_at),
    satisfactionAt: date(state.satisfaction_at),
    satisfied: state.satisfied,
    smsReceived: state.sms_received,
    // A row written before cancellations had a time: as if cancelled at receipt (it left every KPI, as then).
    cancelledAt: state.cancelled ? (date(state.cancelled_at) ?? new Date(state.received_at)) : null,
    monthClosesAt: monthClosesAt(state, closeDay),
    approvalWaitHours: Number(state.approval_wait_hours ?? 0),
    approvalSince: date(state.approval_since),
  };
}

function approvalTrackOf(state: TicketKpiState): ApprovalTrack {
  return { proposalAt: state.proposal_at, approvalSince: state.approval_since, approvalWaitSeconds: state.approval_wait_seconds };
}

/** The state with its approval track replaced. */
function withTrack(state: TicketKpiState, track: ApprovalTrack): TicketKpiState {
  return { ...state, proposal_at: track.proposalAt, approval_since: track.approvalSince, approval_wait_seconds: Math.round(track.approvalWaitSeconds * 1000) / 1000 };
}

function isSatisfactionSmsOutcome(event: TicketEvent): boolean {
  return (event.type === 'NotificationDelivered' || event.type === 'NotificationFailed') && event.payload.purpose === 'satisfaction_sms';
}

function smsFactsOf(state: TicketKpiState): SatisfactionSmsFacts {
  const entered = state.sms_entered === 1 ? 1 : state.sms_entered === 0 ? 0 : null;
  return { recorded: state.sms_outcome === 'delivered' || state.sms_outcome === 'failed' ? state.sms_outcome : null, entered, override: state.sms_override };
}

/**
 * The state after a fact about the satisfaction SMS at `at`: KPI5c counts it only within its
 * window after completion (libs/domain kpi5c-receipt), so the row keeps the facts as they stood
 * in the window, and "SMS received" from them (satisfaction-sms.ts).
 */
function withSmsFact(state: TicketKpiState, fact: SatisfactionSmsFact, at: string, clock: KpiClock): TicketKpiState {
  const facts = applySatisfactionSmsFact(smsFactsOf(state), fact, new Date(at), date(state.closed_at), clock);
  return { ...state, sms_outcome: facts.recorded, sms_entered: facts.entered, sms_override: facts.override, sms_received: satisfactionSmsReceived(facts) };
}

/** The state after the ticket moved to `to` at `at`: who held the time (held-time, dealer-closing). */
function withMove(state: TicketKpiState, to: TicketStatus, at: string, clock: KpiClock): TicketKpiState {
  const hours = approvalWaitHoursAfter(Number(state.approval_wait_hours ?? 0), date(state.approval_since), to, new Date(at), clock);
  return { ...withTrack(state, trackApproval(approvalTrackOf(state), to, at)), approval_wait_hours: Math.round(hours * 1000) / 1000 };
}

/**
 * Recomputes the outcomes and the live state as of `now` (KPI rules from libs/domain).
 * `closeDay` (MONTH_CLOSE_DAY; null: no close kept) decides when the ticket's month closes, where
 * KPI4's counted days stop.
 */
export function withOutcomes(state: TicketKpiState, now: Date, clock: KpiClock = calendarClock, closeDay: number | null = null): TicketKpiState {
  const times = kpiTimesOf(state, closeDay);
  const outcomes = kpiOutcomes(times, now, clock);
  const next = nextDeadline(times, clock);
  const held = heldTime(state.received_at, state.closed_at, approvalTrackOf(state));
  return {
    ...state,
    to_proposal_days: held.toProposalDays,
    approval_wait_days: held.approvalWaitDays,
    kpi2a: outcomes.kpi2a,
    kpi2: outcomes.kpi2,
    kpi3: outcomes.kpi3,
    kpi4a: outcomes.kpi4a,
    kpi4_days: outcomes.kpi4Days,
    kpi4_counted_days: outcomes.kpi4CountedDays,
    kpi4a_dealer: outcomes.kpi4aDealer,
    kpi5a: outcomes.kpi5a,
    kpi5b: outcomes.kpi5b,
    kpi5c: outcomes.kpi5c,
    live_state: state.deleted ? 'done' : liveState(times, now, clock),
    next_due_at: next ? next.due.toISOString() : null,
  };
}


/**
 * Applies one event to a ticket's KPI state (pure). Outcomes are evaluated as of the event's
 * time; the deadline sweep later decides what time alone decides.
 */
export function evolveTicketKpi(state: TicketKpiState | undefined, event: TicketEvent, clock: KpiClock = calendarClock, closeDay: number | null = null): TicketKpiState | undefined {
  const at = new Date(event.occurred_at).toISOString();
  if (event.type === 'TicketCreated') {
    const p = event.payload;
    const created: TicketKpiState = {
      ticket_id: event.ticket_id,
      case_no: p.case_no,
      type: p.ticket.type,
      source: p.ticket.source,
      dealer_ref: p.ticket.dealer_ref,
      area_code: p.ticket.area_code,
      region: p.ticket.region,
      received_at: p.ticket.created_date,
      received_month: thaiMonth(p.ticket.created_date),
      status: p.status,
      first_contact_at: null,
      solution_at: null,
      closed_at: null,
      satisfaction_at: null,
      satisfied: null,
      sms_received: null,
      sms_outcome: null,
      sms_entered: null,
      sms_override: false,
      cancelled: false,
      deleted: false,
      kpi2a: null,
      kpi2: null,
      kpi3: null,
      kpi4a: null,
      kpi4_days: null,
      kpi5a: null,
      kpi5b: null,
      kpi5c: null,
      live_state: 'on_time',
      next_due_at: null,
      last_position: event.position,
      cancelled_at: null,
      proposal_at: null,
      approval_since: null,
      approval_wait_seconds: 0,
      to_proposal_days: null,
      approval_wait_days: null,
      kpi4_counted_days: null,
      approval_wait_hours: 0,
      kpi4a_dealer: null,
    };
    return withOutcomes(withTrack(created, trackApproval(NO_APPROVAL_TRACK, p.status, at)), new Date(at), clock, closeDay);
  }
  if (!state) return undefined; // an event of a ticket created before the log began: nothing to attach to
  // Notifications leave the KPI row as it is (the row, its last position included, is not
  // rewritten), except the satisfaction SMS's outcome, which KPI5c reads.
  if (event.type.startsWith('Notification') && !isSatisfactionSmsOutcome(event)) return state;
  let next: TicketKpiState = { ...state, last_position: event.position };
  switch (event.type) {
    case 'NotificationDelivered':
    case 'NotificationFailed': {
      // Delivered is final (a late failed receipt does not undo it); outside KPI5c's window neither counts.
      const after = withSmsFact(next, { kind: 'recorded', outcome: event.type === 'NotificationDelivered' ? 'delivered' : 'failed' }, at, clock);
      if (after.sms_outcome === state.sms_outcome && after.sms_received === state.sms_received) return state;
      next = after;
      break;
    }
    case 'TicketStatusChanged': {
      const p = event.payload;
      next.status = p.to;
      if (p.to === 'C' && !next.first_contact_at) next.first_contact_at = at;
      if (p.to === 'S' && !next.solution_at) next.solution_at = at;
      if (p.to === 'B' && !next.closed_at) next.closed_at = at;
      next = withMove(next, p.to, at, clock);
      break;
    }
    case 'TicketCancelled':
      next.status = 'D';
      next.cancelled = true;
      if (!next.cancelled_at) next.cancelled_at = at;
      next = withMove(next, 'D', at, clock);
      break;
    case 'TicketDeleted':
      next.deleted = true;
      break;
    case 'TicketVerified': {
      const p = event.payload;
      if (next.closed_at && !next.satisfaction_at) {
        next.satisfaction_at = at;
        const review = p.review as { satisfied?: 'Y' | 'N' | 'NA' };
        next.satisfied = review.satisfied ?? null;
      }
      // Every verification within KPI5c's window may change the hand-entered SMS flag and its
      // override (the first one's time stays the satisfaction check's); a later one counts no more.
      const review = p.review as { recieved_satisfied_sms_status?: number; recieved_satisfied_sms_override?: number };
      const entered = review.recieved_satisfied_sms_status === 1 ? 1 : review.recieved_satisfied_sms_status === 0 ? 0 : null;
      next = withSmsFact(next, { kind: 'entered', entered, override: review.recieved_satisfied_sms_override === 1 }, at, clock);
      break;
    }
    default:
      return next;
  }
  return withOutcomes(next, new Date(at), clock, closeDay);
}

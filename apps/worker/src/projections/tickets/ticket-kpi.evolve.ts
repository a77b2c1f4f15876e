import { calendarClock, heldTime, kpiOutcomes, liveState, nextDeadline, NO_APPROVAL_TRACK, satisfactionSmsReceived, thaiMonth, trackApproval, type ApprovalTrack, type KpiClock, type KpiTimes } from '@voc/domain';
import type { TicketEvent } from '@voc/events';
import type { RowOf, TICKET_KPI } from '@voc/persistence';

/** A ticket's KPI row (reporting.ticket_kpi, its definition in libs/persistence) as the projector keeps it. */
export type TicketKpiState = Omit<RowOf<typeof TICKET_KPI>, 'satisfied'> & { satisfied: 'Y' | 'N' | 'NA' | null };

const date = (value: string | null) => (value ? new Date(value) : null);

export function kpiTimesOf(state: TicketKpiState): KpiTimes {
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

/** KPI5c's "SMS received" from the recorded outcome, the entered flag and its override (libs/domain). */
function smsReceivedOf(state: TicketKpiState): boolean | null {
  const entered = state.sms_entered === 1 ? 1 : state.sms_entered === 0 ? 0 : null;
  return satisfactionSmsReceived({ recorded: state.sms_outcome === 'delivered' || state.sms_outcome === 'failed' ? state.sms_outcome : null, entered, override: state.sms_override });
}

/** Recomputes the outcomes and the live state as of `now` (KPI rules from libs/domain). */
export function withOutcomes(state: TicketKpiState, now: Date, clock: KpiClock = calendarClock): TicketKpiState {
  const times = kpiTimesOf(state);
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
export function evolveTicketKpi(state: TicketKpiState | undefined, event: TicketEvent, clock: KpiClock = calendarClock): TicketKpiState | undefined {
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
    };
    return withOutcomes(withTrack(created, trackApproval(NO_APPROVAL_TRACK, p.status, at)), new Date(at), clock);
  }
  if (!state) return undefined; // an event of a ticket created before the log began: nothing to attach to
  // Notifications leave the KPI row as it is (the row, its last position included, is not
  // rewritten), except the satisfaction SMS's outcome, which KPI5c reads.
  if (event.type.startsWith('Notification') && !isSatisfactionSmsOutcome(event)) return state;
  let next: TicketKpiState = { ...state, last_position: event.position };
  switch (event.type) {
    case 'NotificationDelivered':
      // Delivered is final; a late failed receipt does not undo it.
      next.sms_outcome = 'delivered';
      next.sms_received = smsReceivedOf(next);
      break;
    case 'NotificationFailed':
      if (next.sms_outcome === 'delivered') return state;
      next.sms_outcome = 'failed';
      next.sms_received = smsReceivedOf(next);
      break;
    case 'TicketStatusChanged': {
      const p = event.payload;
      next.status = p.to;
      if (p.to === 'C' && !next.first_contact_at) next.first_contact_at = at;
      if (p.to === 'S' && !next.solution_at) next.solution_at = at;
      if (p.to === 'B' && !next.closed_at) next.closed_at = at;
      next = withTrack(next, trackApproval(approvalTrackOf(next), p.to, at));
      break;
    }
    case 'TicketCancelled':
      next.status = 'D';
      next.cancelled = true;
      if (!next.cancelled_at) next.cancelled_at = at;
      next = withTrack(next, trackApproval(approvalTrackOf(next), 'D', at));
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
      // Every verification may change the hand-entered SMS flag and its override (the first one's
      // time stays the satisfaction check's).
      if (next.closed_at) {
        const review = p.review as { recieved_satisfied_sms_status?: number; recieved_satisfied_sms_override?: number };
        next.sms_entered = review.recieved_satisfied_sms_status === 1 ? 1 : review.recieved_satisfied_sms_status === 0 ? 0 : null;
        next.sms_override = review.recieved_satisfied_sms_override === 1;
        next.sms_received = smsReceivedOf(next);
      }
      break;
    }
    default:
      return next;
  }
  return withOutcomes(next, new Date(at), clock);
}

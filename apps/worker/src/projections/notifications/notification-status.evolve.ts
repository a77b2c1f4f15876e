import { nextNotificationState, thaiMonth, type NotificationState } from '@voc/domain';
import { NOTIFICATION_EVENT_TYPES, type TicketEvent } from '@voc/events';
import type { NOTIFICATION_STATUS, RowOf } from '@voc/reporting-schema';

/** A notification's row (reporting.notification_status) as the projector keeps it. */
export type NotificationStatusState = RowOf<typeof NOTIFICATION_STATUS>;

export type NotificationEvent = Extract<TicketEvent, { type: (typeof NOTIFICATION_EVENT_TYPES)[number] }>;

const TYPES: ReadonlySet<string> = new Set(NOTIFICATION_EVENT_TYPES);

export function isNotificationEvent(event: TicketEvent): event is NotificationEvent {
  return TYPES.has(event.type);
}

/**
 * Applies one notification event (pure). Requested makes the row; sent, delivered and failed move
 * it by nextNotificationState (libs/domain), so a repeated or late report never moves it back; the
 * time of each step is the event's.
 */
export function evolveNotificationStatus(state: NotificationStatusState | undefined, event: NotificationEvent): NotificationStatusState | undefined {
  const at = new Date(event.occurred_at).toISOString();
  if (event.type === 'NotificationRequested') {
    if (state) return state;
    const p = event.payload;
    return {
      notification_id: p.notification_id,
      ticket_id: event.ticket_id,
      type: p.ticket.type,
      dealer_ref: p.ticket.dealer_ref,
      area_code: p.ticket.area_code,
      region: p.ticket.region,
      channel: p.channel,
      purpose: p.purpose,
      recipient_role: p.recipient_role,
      kpi: p.kpi,
      requested_at: at,
      requested_month: thaiMonth(at),
      status: 'requested',
      sent_at: null,
      delivered_at: null,
      failed_at: null,
      failure_stage: null,
      failure_reason: null,
      attempts: 0,
      last_position: event.position,
    };
  }
  if (!state) return undefined;
  const reported: Exclude<NotificationState, 'requested'> = event.type === 'NotificationSent' ? 'sent' : event.type === 'NotificationDelivered' ? 'delivered' : 'failed';
  const status = nextNotificationState(state.status as NotificationState, reported);
  if (status === state.status) return state;
  const next: NotificationStatusState = { ...state, status, last_position: event.position };
  switch (event.type) {
    case 'NotificationSent':
      next.sent_at = at;
      next.attempts = event.payload.attempts;
      break;
    case 'NotificationDelivered':
      next.delivered_at = at;
      // Delivered without a recorded send: the receipt is the proof it was sent.
      next.sent_at = next.sent_at ?? at;
      break;
    case 'NotificationFailed':
      next.failed_at = at;
      next.failure_stage = event.payload.stage;
      next.failure_reason = event.payload.reason;
      break;
  }
  return next;
}

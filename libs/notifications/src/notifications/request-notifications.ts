import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '@voc/sql';
import { noContactReason, planNotifications, type DirectoryUser, type KpiClock, type NotificationRequest, type NotificationTrigger, type NotifiedTicket } from '@voc/domain';
import { appendTicketEventsSql, TICKET_EVENT_TYPES, ticketPayloadSql, type TicketDimensions } from '@voc/events';
import { dealerManagersOf, loadDirectoryUsers, loadTicketsForNotice, type TicketForNotice } from './notification-directory';

/** What causes notifications, by ticket id: the plan's trigger without the ticket's facts (loaded here). */
export type NoticeCause =
  | { kind: 'ticket_created'; ticketId: string }
  | { kind: 'ticket_completed'; ticketId: string }
  | { kind: 'deadline'; ticketId: string; kpi: string; dueAt: Date; purpose: 'deadline_reminder' | 'escalation_area' | 'escalation_region' };

function notifiedTicket(t: TicketForNotice): NotifiedTicket {
  return {
    id: t.id,
    caseNo: t.case_no,
    place: { type: t.type, dealerRef: t.dealer_ref, areaCode: t.area_code, region: t.region },
    receivedAt: new Date(t.created_date),
    dealerName: [t.dealer_name, t.branch_name].filter(Boolean).join(' '),
  };
}

function dimensionsOfNotice(t: TicketForNotice): TicketDimensions {
  return {
    type: t.type,
    source: t.source,
    dealer_ref: t.dealer_ref,
    dealer_code: t.dealer_code,
    area_code: t.area_code,
    region: t.region,
    created_oa_date: new Date(t.created_oa_date).toISOString(),
    created_date: new Date(t.created_date).toISOString(),
  };
}

/** A planned notification: its outbox row and its event's dimensions, not written yet. */
export type PlannedNotification = NotificationRequest & { id: string; dimensions: TicketDimensions };

/**
 * Requests the notifications the causes call for, in the caller's transaction (the one that
 * changes the tickets): one notification_outbox row and one NotificationRequested event each. A
 * request whose idempotency key exists already is left out (ON CONFLICT DO NOTHING), so a cause
 * seen twice (a sweep run twice, a retried job) requests nothing twice. Answers the new rows' ids.
 * The reads (prepareNotifications) and the write (writeNotifications) may also be called apart, so
 * that a command reads before its first write and writes back to back.
 */
export async function requestNotifications(manager: SqlRunner, causes: readonly NoticeCause[], now: Date, clock?: KpiClock): Promise<string[]> {
  return writeNotifications(manager, await prepareNotifications(manager, causes, clock), now);
}

/** The reads of requestNotifications: the tickets' facts and the directory, planned into rows. */
export async function prepareNotifications(manager: SqlRunner, causes: readonly NoticeCause[], clock?: KpiClock): Promise<PlannedNotification[]> {
  if (causes.length === 0) return [];
  const tickets = new Map((await loadTicketsForNotice(manager, causes.map((c) => c.ticketId))).map((t) => [t.id, t]));
  const users = await loadDirectoryUsers(manager, [...tickets.values()].map((t) => t.dealer_ref));
  return planNoticeRows(causes, tickets, users, clock);
}

/** The plan of requestNotifications from facts already read (no statement). */
export function planNoticeRows(causes: readonly NoticeCause[], tickets: ReadonlyMap<string, TicketForNotice>, users: DirectoryUser[], clock?: KpiClock): PlannedNotification[] {
  const rows: PlannedNotification[] = [];
  for (const cause of causes) {
    const ticket = tickets.get(cause.ticketId);
    if (!ticket) continue;
    const base = notifiedTicket(ticket);
    const trigger: NotificationTrigger =
      cause.kind === 'ticket_created'
        ? { kind: 'ticket_created', ticket: base }
        : cause.kind === 'ticket_completed'
          ? { kind: 'ticket_completed', ticket: base, customerTel: ticket.tel }
          : { kind: 'deadline', ticket: base, kpi: cause.kpi, dueAt: cause.dueAt, purpose: cause.purpose };
    const dimensions = dimensionsOfNotice(ticket);
    for (const request of planNotifications(trigger, { users, dealer: dealerManagersOf(ticket) }, clock)) rows.push({ ...request, id: randomUUID(), dimensions });
  }
  return rows;
}

/** A planned notice as the columns of its notification_outbox row (all but id and requested_at). */
export function outboxColumnsOf(r: Omit<PlannedNotification, 'id'>) {
  return {
    idempotency_key: r.idempotencyKey,
    ticket_id: r.ticketId,
    channel: r.channel,
    purpose: r.purpose,
    recipient_role: r.role,
    user_id: r.userId,
    address: r.address,
    kpi: r.kpi,
    subject: r.subject,
    body: r.body,
    dimensions: r.dimensions,
  };
}

/** The NotificationRequested payload of an outbox row `o` just written (the catalogue's keys). */
const REQUESTED_PAYLOAD_SQL = ticketPayloadSql(TICKET_EVENT_TYPES.notificationRequested, {
  ticket: 'o.dimensions',
  notification_id: 'o.id',
  channel: 'o.channel',
  purpose: 'o.purpose',
  recipient_role: 'o.recipient_role',
  kpi: 'o.kpi',
});

/** The NotificationFailed payload of a "not sent: no contact" row `o`, its reason in last_error. */
const NO_CONTACT_FAILED_PAYLOAD_SQL = ticketPayloadSql(TICKET_EVENT_TYPES.notificationFailed, {
  ticket: 'o.dimensions',
  notification_id: 'o.id',
  channel: 'o.channel',
  purpose: 'o.purpose',
  stage: `'send'`,
  reason: 'o.last_error',
});

/**
 * The write of requestNotifications: the planned rows and their events in one statement; answers
 * the new rows' ids. A "not sent: no contact" row (noContact) is written failed at once with its
 * reason (noContactReason), and gets its NotificationFailed event after its NotificationRequested:
 * the worker never takes it (it takes requested rows only) and the notify report lists it.
 */
export async function writeNotifications(manager: SqlRunner, rows: readonly PlannedNotification[], now: Date): Promise<string[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, ...outboxColumnsOf(r), failure: r.noContact ? noContactReason(r.channel) : null })));
  // The rows and their events in one statement; only rows actually inserted get events, requested before failed.
  const inserted = await manager.query<Array<{ id: string }>>(
    `WITH o AS (
       INSERT INTO notification_outbox (id, idempotency_key, ticket_id, channel, purpose, recipient_role, user_id, address, kpi, subject, body, dimensions, requested_at,
                                        status, last_error, finished_at)
       SELECT id, idempotency_key, ticket_id, channel, purpose, recipient_role, user_id, address, kpi, subject, body, dimensions, $2::timestamptz,
              CASE WHEN failure IS NULL THEN 'requested' ELSE 'failed' END, failure, CASE WHEN failure IS NULL THEN NULL ELSE $2::timestamptz END
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, idempotency_key text, ticket_id uuid, channel text, purpose text, recipient_role text, user_id uuid,
                                               address text, kpi text, subject text, body text, dimensions jsonb, failure text)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, ticket_id, channel, purpose, recipient_role, kpi, dimensions, last_error),
     events AS (
       SELECT o.ticket_id, o.id, 0 AS step, $3 AS type, ${REQUESTED_PAYLOAD_SQL} AS payload
       FROM o
       UNION ALL
       SELECT o.ticket_id, o.id, 1, $4, ${NO_CONTACT_FAILED_PAYLOAD_SQL}
       FROM o WHERE o.last_error IS NOT NULL),
     e AS (${appendTicketEventsSql({ ticketId: 'ticket_id', type: 'type', payload: 'payload', occurredAt: '$2::timestamptz', from: 'FROM events ORDER BY ticket_id, id, step' })})
     SELECT id FROM o`,
    [json, now, TICKET_EVENT_TYPES.notificationRequested, TICKET_EVENT_TYPES.notificationFailed],
  );
  return inserted.map((r) => r.id);
}

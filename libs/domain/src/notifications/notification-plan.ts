import { calendarClock, type KpiClock } from '../kpi/kpi-clock';
import { KPI_HOURS } from '../kpi/kpi-deadlines';
import type { NotificationChannel, NotificationPurpose, RecipientRole } from './notification-kinds';
import { areaManagers, branchManagers, regionManagers, type DealerManagers, type DirectoryUser, type TicketPlace } from './notification-recipients';
import { notificationText, type NotificationFacts } from './notification-texts';

/** The ticket a notification is about. */
export interface NotifiedTicket {
  id: string;
  caseNo: string;
  place: TicketPlace;
  /** When the ticket reached the dealer (created_date): the new-ticket deadlines count from it. */
  receivedAt: Date;
  dealerName: string;
}

/** What causes notifications. */
export type NotificationTrigger =
  | { kind: 'ticket_created'; ticket: NotifiedTicket }
  | { kind: 'ticket_completed'; ticket: NotifiedTicket; customerTel: string | null }
  | { kind: 'deadline'; ticket: NotifiedTicket; kpi: string; dueAt: Date; purpose: Extract<NotificationPurpose, 'deadline_reminder' | 'escalation_area' | 'escalation_region'> };

/** The people a trigger may reach: users the product knows, and the dealer's named managers. */
export interface NotificationDirectory {
  users: readonly DirectoryUser[];
  dealer: DealerManagers;
}

/** One message to request: to whom, on which channel, saying what, under which idempotency key. */
export interface NotificationRequest {
  /** Unique per ticket, purpose, deadline, channel and recipient: requesting it twice requests it once, sending it twice sends it once. */
  idempotencyKey: string;
  ticketId: string;
  channel: NotificationChannel;
  purpose: NotificationPurpose;
  role: RecipientRole;
  /** The user reached (null for the customer). */
  userId: string | null;
  address: string;
  kpi: string | null;
  subject: string;
  body: string;
  /**
   * Not sent: no contact. A new-ticket notice on a channel where none of the branch's managers
   * has an address: recorded (address '') so the notify report lists the branch for csn to fix
   * the master, never handed to a transport.
   */
  noContact: boolean;
}

export function notificationKey(ticketId: string, purpose: NotificationPurpose, kpi: string | null, channel: NotificationChannel, recipient: string): string {
  return `${ticketId}/${purpose}/${kpi ?? '-'}/${channel}/${recipient}`;
}

interface Recipient {
  role: RecipientRole;
  userId: string | null;
  email: string | null;
  mobile: string | null;
}

const asRecipient = (role: RecipientRole) => (u: DirectoryUser): Recipient => ({ role, userId: u.id, email: u.email, mobile: u.mobile });

function recipientsOf(trigger: NotificationTrigger, directory: NotificationDirectory): Recipient[] {
  const place = trigger.ticket.place;
  switch (trigger.kind) {
    case 'ticket_created':
      return branchManagers(directory.users, directory.dealer, place).map(asRecipient('branch_manager'));
    case 'ticket_completed':
      return trigger.customerTel?.trim() ? [{ role: 'customer', userId: null, email: null, mobile: trigger.customerTel.trim() }] : [];
    case 'deadline':
      if (trigger.purpose === 'deadline_reminder') return branchManagers(directory.users, directory.dealer, place).map(asRecipient('branch_manager'));
      if (trigger.purpose === 'escalation_area') return areaManagers(directory.users, place).map(asRecipient('area_manager'));
      return regionManagers(directory.users, place).map(asRecipient('region_manager'));
  }
}

function purposeOf(trigger: NotificationTrigger): NotificationPurpose {
  return trigger.kind === 'ticket_created' ? 'new_ticket' : trigger.kind === 'ticket_completed' ? 'satisfaction_sms' : trigger.purpose;
}

/** The channels a purpose uses: the customer gets an SMS only; staff get an email and an SMS, each where they have an address. */
export function channelsOf(purpose: NotificationPurpose): NotificationChannel[] {
  return purpose === 'satisfaction_sms' ? ['sms'] : ['email', 'sms'];
}

/**
 * Every message a trigger calls for (issue 14, our reading where the spec is silent):
 *   ticket_created    → each branch manager (notification-recipients.ts): an email and an SMS, with
 *                       the case number and the KPI2a/KPI3/KPI4a deadlines (calendar hours)
 *   ticket_completed  → the customer's tel: the satisfaction SMS (its delivery decides KPI5c)
 *   deadline          → due soon: the branch managers; breached: the area managers, a day later
 *                       the region managers (escalation-steps.ts)
 * A recipient without an email gets no email, without a mobile no SMS; one address is told once
 * per channel even when two users share it. An address that is not deliverable is still
 * requested: the transport refuses it and the notification ends failed with the reason.
 * A new-ticket notice that reaches nobody on a channel (no branch manager, or none with an address
 * on it) is planned as one "not sent: no contact" request for that channel (noContact, address ''),
 * which is recorded failed and never sent (issue 32: skipped branches used to leave no record).
 */
export function planNotifications(trigger: NotificationTrigger, directory: NotificationDirectory, clock: KpiClock = calendarClock): NotificationRequest[] {
  const purpose = purposeOf(trigger);
  const ticket = trigger.ticket;
  const kpi = trigger.kind === 'deadline' ? trigger.kpi : null;
  const facts: NotificationFacts = {
    caseNo: ticket.caseNo,
    ticketType: ticket.place.type,
    dealerName: ticket.dealerName,
    kpi,
    dueAt: trigger.kind === 'deadline' ? trigger.dueAt : null,
    ...(trigger.kind === 'ticket_created'
      ? {
          contactBy: clock.addHours(ticket.receivedAt, KPI_HOURS.kpi2a),
          solutionBy: clock.addHours(ticket.receivedAt, KPI_HOURS.kpi3),
          closeBy: clock.addHours(ticket.receivedAt, KPI_HOURS.kpi4a),
        }
      : {}),
  };
  const requests: NotificationRequest[] = [];
  const seen = new Set<string>();
  for (const channel of channelsOf(purpose)) {
    const text = notificationText(purpose, channel, facts);
    for (const recipient of recipientsOf(trigger, directory)) {
      const raw = channel === 'email' ? recipient.email : recipient.mobile;
      const address = raw?.trim() ? (channel === 'email' ? raw.trim().toLowerCase() : raw.trim()) : null;
      if (!address || seen.has(`${channel}:${address}`)) continue;
      seen.add(`${channel}:${address}`);
      requests.push({
        idempotencyKey: notificationKey(ticket.id, purpose, kpi, channel, recipient.userId ?? address),
        ticketId: ticket.id,
        channel,
        purpose,
        role: recipient.role,
        userId: recipient.userId,
        address,
        kpi,
        subject: text.subject,
        body: text.body,
        noContact: false,
      });
    }
    if (purpose === 'new_ticket' && !requests.some((r) => r.channel === channel)) {
      requests.push({
        idempotencyKey: notificationKey(ticket.id, purpose, kpi, channel, 'no_contact'),
        ticketId: ticket.id,
        channel,
        purpose,
        role: 'branch_manager',
        userId: null,
        address: '',
        kpi,
        subject: text.subject,
        body: text.body,
        noContact: true,
      });
    }
  }
  return requests;
}

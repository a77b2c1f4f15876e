import type { NotificationChannel, NotificationPurpose, RecipientRole, TicketSource, TicketStatus, TicketType } from '@voc/domain';

/** Every kind of change a ticket can go through; one row in ticket_events each. */
export const TICKET_EVENT_TYPES = {
  created: 'TicketCreated',
  updated: 'TicketUpdated',
  statusChanged: 'TicketStatusChanged',
  cancelled: 'TicketCancelled',
  deleted: 'TicketDeleted',
  verified: 'TicketVerified',
  logsUpdated: 'TicketLogsUpdated',
  fileAttached: 'TicketFileAttached',
  noteAdded: 'TicketNoteAdded',
  ownerAssigned: 'TicketOwnerAssigned',
  notificationRequested: 'NotificationRequested',
  notificationSent: 'NotificationSent',
  notificationDelivered: 'NotificationDelivered',
  notificationFailed: 'NotificationFailed',
} as const;

/** The notification events (issue 14): about a ticket, so they live in its stream of ticket_events. */
export const NOTIFICATION_EVENT_TYPES = [
  TICKET_EVENT_TYPES.notificationRequested,
  TICKET_EVENT_TYPES.notificationSent,
  TICKET_EVENT_TYPES.notificationDelivered,
  TICKET_EVENT_TYPES.notificationFailed,
] as const;

/** What every notification event repeats: which notification, of which ticket, on which channel and why. */
export interface NotificationRef {
  ticket: TicketDimensions;
  notification_id: string;
  channel: NotificationChannel;
  purpose: NotificationPurpose;
}

export type TicketEventType = (typeof TICKET_EVENT_TYPES)[keyof typeof TICKET_EVENT_TYPES];

/**
 * What every event repeats about its ticket, so projections never join back to tickets: its
 * kind, dealer, area and region, and when the complaint arrived.
 */
export interface TicketDimensions {
  type: TicketType;
  source: TicketSource;
  dealer_ref: string;
  dealer_code: string;
  area_code: string | null;
  region: string | null;
  created_oa_date: string;
  created_date: string;
}

export interface TicketEventPayloads {
  /**
   * `complaint_description`: what the customer or agent wrote, for the voice projection (issue 30);
   * events written before it was carried have none (their text is not analysed).
   */
  TicketCreated: { ticket: TicketDimensions; case_no: string; status: TicketStatus; complaint_categories: Record<string, boolean | string>; car_model: string | null; complaint_description?: string | null };
  TicketUpdated: { ticket: TicketDimensions; changes: Record<string, unknown> };
  TicketStatusChanged: { ticket: TicketDimensions; from: TicketStatus; to: TicketStatus };
  TicketCancelled: { ticket: TicketDimensions; from: TicketStatus; reason: string };
  /** `reason`: why it was deleted (required since issue 31; events written before it carry none). */
  TicketDeleted: { ticket: TicketDimensions; status: TicketStatus; reason?: string };
  TicketVerified: { ticket: TicketDimensions; status: TicketStatus; verify_status: string; review: Record<string, unknown> };
  TicketLogsUpdated: { ticket: TicketDimensions; logs: unknown[] };
  TicketFileAttached: { ticket: TicketDimensions; file_id: string; kind: 'image' | 'pdf'; originalname: string; size: number };
  /** A note on the ticket without a status change (issue 32); `file_id`: its attachment, stored as the ticket's files are. */
  TicketNoteAdded: { ticket: TicketDimensions; text: string; file_id: string | null };
  /** The ticket's owner set (`owner_id`) or cleared (null); `previous_owner_id` the one it had. */
  TicketOwnerAssigned: { ticket: TicketDimensions; owner_id: string | null; previous_owner_id: string | null };
  /** Written with the change that causes it; the address stays in the outbox (personal data is not repeated in the log). */
  NotificationRequested: NotificationRef & { recipient_role: RecipientRole; kpi: string | null };
  /** The SMTP server or SMS gateway accepted it (`attempts`: send attempts it took). */
  NotificationSent: NotificationRef & { provider_message_id: string; attempts: number };
  /** The SMS gateway's receipt: delivered to the handset. */
  NotificationDelivered: NotificationRef & { provider_message_id: string };
  /** Refused for good when sending (`stage: 'send'`) or a failed delivery receipt (`stage: 'delivery'`), with the reason. */
  NotificationFailed: NotificationRef & { stage: 'send' | 'delivery'; reason: string };
}

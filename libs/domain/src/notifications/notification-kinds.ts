/**
 * Notifications (issue 14): what the product sends, on which channel, and the states a sent
 * message goes through. The rules of who receives what are in notification-plan.ts.
 */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Why a notification is sent:
 *   new_ticket         the dealer branch is told of a new ticket (case number and deadlines)
 *   satisfaction_sms   the customer is asked after completion (status B); its delivery is KPI5c
 *   deadline_reminder  the branch, before a KPI deadline is breached (the ticket turned due soon)
 *   escalation_area    the area manager, once the deadline is breached
 *   escalation_region  the region manager, once the deadline has stayed breached for a day
 */
export const NOTIFICATION_PURPOSES = ['new_ticket', 'satisfaction_sms', 'deadline_reminder', 'escalation_area', 'escalation_region'] as const;
export type NotificationPurpose = (typeof NOTIFICATION_PURPOSES)[number];

/** Who a notification goes to, as the plan found them. */
export const RECIPIENT_ROLES = ['branch_manager', 'customer', 'area_manager', 'region_manager'] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

/**
 * The life of one notification: requested (in the transaction of the change that causes it), sent
 * (the SMTP server or SMS gateway accepted it), delivered (the gateway's receipt; SMS only: SMTP
 * gives no receipt, an accepted email stays "sent"), or failed (refused for good, or a failed
 * delivery receipt), with its reason.
 */
export const NOTIFICATION_STATES = ['requested', 'sent', 'delivered', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** Moves allowed between states: a late or repeated report never moves a notification back. */
export function nextNotificationState(current: NotificationState, reported: Exclude<NotificationState, 'requested'>): NotificationState {
  if (current === 'requested') return reported;
  // A receipt may come for a sent message only; a failed or delivered one is final.
  if (current === 'sent' && (reported === 'delivered' || reported === 'failed')) return reported;
  return current;
}

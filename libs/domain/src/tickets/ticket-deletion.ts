import { monthCloseAt } from '../kpi/month-close';
import { thaiMonth } from '../locale/thai-time';
import type { UserType } from '../users/user-types';

/**
 * Deleting a ticket (issue 31, item 6). SPEC.md names deletion as an action (§4 "or deleted",
 * §7 "its call is not shown") and gives no role the right by name; it keeps the administrative
 * rights to the csn type alone (§6: the setting menu and user management "only type csn"), and
 * deleting a ticket takes it out of every list and every open figure. Our reading: only csn may
 * delete. Head office (nissan) cancels with a reason instead, which keeps the ticket visible.
 *
 * A deletion is soft: the ticket's row stays (marked deleted, with who, when and why) and its
 * TicketDeleted event carries the reason, so the audit view lists it and a rebuild sees it.
 */
export const TICKET_DELETERS: readonly UserType[] = ['csn'];

/** Who reads the deletions' audit view (who deleted which ticket, when and why): csn, who deletes. */
export const DELETION_AUDITORS: readonly UserType[] = ['csn'];

/** Whether a user of this type may read the deletions' audit view. */
export function mayAuditDeletions(type: UserType): boolean {
  return DELETION_AUDITORS.includes(type);
}

/** The longest reason kept (the cancel reason's limit). */
export const DELETION_REASON_MAX = 2000;

export const DELETION_REFUSALS = {
  notAllowed: 'errors.auth.forbidden',
  reasonRequired: 'errors.field.required',
  reasonTooLong: 'errors.field.max',
} as const;

export type DeletionRefusal = (typeof DELETION_REFUSALS)[keyof typeof DELETION_REFUSALS];

/** Whether a user of this type may delete a ticket. */
export function mayDeleteTicket(type: UserType): boolean {
  return TICKET_DELETERS.includes(type);
}

/** Why a deletion reason is refused (blank, or longer than DELETION_REASON_MAX after trimming), or null. */
export function deletionReasonRefusal(reason: string | null | undefined): DeletionRefusal | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') return DELETION_REFUSALS.reasonRequired;
  if (text.length > DELETION_REASON_MAX) return DELETION_REFUSALS.reasonTooLong;
  return null;
}

/**
 * What a deletion does to the figures of the ticket's month of receipt (Thai month of
 * created_date): in an open month the ticket leaves the figures (as it leaves every list); in a
 * month that had closed by the deletion the final figures keep it, and the deletion is a late
 * change shown beside them (docs/KPI-RULES.md, month-end freezing).
 */
export type DeletionEffect = 'leaves_open_month' | 'stays_in_final_month';

/** The effect, given when the ticket's month froze (null: not frozen). */
export function deletionEffectOf(monthFrozenOn: Date | null, deletedAt: Date): DeletionEffect {
  return monthFrozenOn !== null && deletedAt.getTime() >= monthFrozenOn.getTime() ? 'stays_in_final_month' : 'leaves_open_month';
}

/** The effect by the month-close rule itself: the ticket's month closes on day `closeDay` of the next month. */
export function deletionEffect(receivedAt: Date | string, deletedAt: Date, closeDay: number): DeletionEffect {
  return deletionEffectOf(monthCloseAt(thaiMonth(receivedAt), closeDay), deletedAt);
}

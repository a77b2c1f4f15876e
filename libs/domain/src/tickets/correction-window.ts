import type { PermissionFlags } from '../users/permissions';
import type { TicketStatus } from './ticket-status';

/** Incorrect data on a completed ticket can be corrected within 72 hours (SPEC.md §4, §9). */
export const CORRECTION_WINDOW_HOURS = 72;

export const EDIT_REFUSALS = {
  completedLocked: 'errors.ticket.completedLocked',
  cancelled: 'errors.ticket.cancelled',
} as const;

/**
 * Whether a ticket's fields may still be edited. Open tickets: yes. Completed (B): within the
 * correction window after completion, and after it only with ticket_validation_closed_edit.
 * Cancelled (D): never.
 */
export function editRefusal(
  status: TicketStatus,
  completedAt: Date | null,
  now: Date,
  permission: PermissionFlags,
): (typeof EDIT_REFUSALS)[keyof typeof EDIT_REFUSALS] | null {
  if (status === 'D') return EDIT_REFUSALS.cancelled;
  if (status !== 'B') return null;
  const closedFor = completedAt ? now.getTime() - completedAt.getTime() : Infinity;
  if (closedFor <= CORRECTION_WINDOW_HOURS * 3600_000) return null;
  return permission.ticket_validation_closed_edit ? null : EDIT_REFUSALS.completedLocked;
}

import type { TicketAbilities } from '@voc/contracts';
import { editRefusal, mayDeleteTicket, mayMake, nextStatuses, type Principal, type TicketStatus } from '@voc/domain';

const EDITORS = ['dealer', 'area_manager', 'callcenter', 'csn', 'nissan'];
/** Who may rewrite a ticket's history log (head office). Deleting a ticket is csn's alone: mayDeleteTicket in libs/domain. */
const LOG_REWRITERS = ['csn', 'nissan'];

/** May this user change a ticket's fields now? (its type, then the correction window) */
export function mayEdit(principal: Principal, status: TicketStatus, completedAt: Date | null, now: Date): boolean {
  const approver = principal.permission.ticket_validation && principal.type !== 'dealer' && principal.type !== 'external';
  return (EDITORS.includes(principal.type) || approver) && editRefusal(status, completedAt, now, principal.permission) === null;
}

/** May this user record a closed-loop verification? */
export function mayVerify(principal: Principal, status: TicketStatus, completedAt: Date | null, now: Date): boolean {
  const verifier = principal.permission.ticket_validation && principal.type !== 'dealer' && principal.type !== 'external';
  return verifier && editRefusal(status, completedAt, now, principal.permission) === null;
}

export function mayDelete(principal: Principal): boolean {
  return mayDeleteTicket(principal.type);
}

/** The history log is evidence: only head office (csn, nissan) may rewrite or delete its lines. */
export function mayRewriteLogs(principal: Principal): boolean {
  return LOG_REWRITERS.includes(principal.type);
}

/** A note (issue 32): anyone who sees the ticket, in any status; external users see none anyway. */
export function mayNote(principal: Pick<Principal, 'type'>): boolean {
  return principal.type !== 'external';
}

/** Set or clear the owner: those who may edit the ticket, while it is still being worked. */
export function mayAssign(principal: Principal, status: TicketStatus, completedAt: Date | null, now: Date): boolean {
  return status !== 'B' && status !== 'D' && mayEdit(principal, status, completedAt, now);
}

/** What the user may do with a ticket in this state (the detail page shows only these). */
export function abilitiesFor(principal: Principal, status: TicketStatus, completedAt: Date | null, now: Date): TicketAbilities {
  const editable = mayEdit(principal, status, completedAt, now);
  return {
    next_statuses: editable ? nextStatuses(status, principal) : [],
    can_edit: editable,
    can_edit_logs: mayRewriteLogs(principal),
    can_cancel: status !== 'B' && status !== 'D' && mayMake('cancel', principal),
    can_verify: mayVerify(principal, status, completedAt, now),
    can_delete: mayDelete(principal),
    can_note: mayNote(principal),
    can_assign: mayAssign(principal, status, completedAt, now),
  };
}

import { DELETION_REASON_MAX, DELETION_REFUSALS, deletionReasonRefusal, type Principal } from '@voc/domain';
import { TICKET_EVENT_TYPES } from '@voc/events';
import type { UnitOfWork } from '@voc/sql';
import { TicketingError } from '../errors/ticketing-error';
import { changeTicket } from '../store/change-ticket';
import { loadTicketInScope } from '../store/load-ticket';
import { dimensionsOf } from '../store/ticket-row';
import { mayDelete } from './abilities';

/**
 * Soft delete with a reason (issue 31): the row stays, marked deleted with who and why, and a
 * TicketDeleted event carries the reason. Who may delete is decided first (403 for any other
 * role, whatever the ticket: the refusal tells nothing about it), then the reason (400), then the
 * ticket in scope (404). The ticket leaves lists and open months' figures; a month that had closed
 * keeps it in its final figures (the projections' frozen copies), the deletion a late change there.
 */
export async function deleteTicket(uow: UnitOfWork, principal: Principal, id: string, reason: string | undefined, now = new Date()): Promise<void> {
  if (!mayDelete(principal)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
  const refusal = deletionReasonRefusal(reason);
  if (refusal) throw TicketingError.invalid([{ field: 'reason', message: refusal, ...(refusal === DELETION_REFUSALS.reasonTooLong ? { params: { max: DELETION_REASON_MAX } } : {}) }]);
  const why = (reason ?? '').trim();
  await uow.run(async (manager) => {
    const ticket = await loadTicketInScope(manager, principal, id, true);
    await changeTicket(
      manager,
      ticket.id,
      (p) => {
        const at = p.add(now);
        return `deleted_at = ${at}, deleted_by = ${p.add(principal.userId || null)}, deleted_reason = ${p.add(why)}, updated_date = ${at}, version = version + 1`;
      },
      TICKET_EVENT_TYPES.deleted,
      { ticket: dimensionsOf(ticket), status: ticket.status, reason: why },
      principal,
      now,
    );
  });
}

import { TICKET_ERRORS, type TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { TICKET_EVENT_TYPES } from '@voc/events';
import type { UnitOfWork } from '@voc/sql';
import { TicketingError } from '../errors/ticketing-error';
import { isOwnerCandidate } from '../queries/owner-candidates';
import { changeTicket } from '../store/change-ticket';
import { loadTicketInScope } from '../store/load-ticket';
import { dimensionsOf, toTicketView } from '../store/ticket-row';
import { mayAssign } from './abilities';

/**
 * Gives a ticket to a person (issue 32) or takes it back (null): one TicketOwnerAssigned event.
 * The owner must be an active person who may work the ticket: staff of its dealer branch with the
 * ticket's group, or a call-centre agent (ownerCandidateCondition, the same rule the picker lists).
 */
export async function assignTicketOwner(uow: UnitOfWork, principal: Principal, id: string, ownerId: string | null, now = new Date()): Promise<TicketView> {
  return uow.run(async (tx) => {
    const ticket = await loadTicketInScope(tx, principal, id, true);
    if (ticket.status === 'B' || ticket.status === 'D') {
      throw new TicketingError('refused', 'TicketLocked', ticket.status === 'D' ? 'errors.ticket.cancelled' : 'errors.ticket.completedLocked');
    }
    if (!mayAssign(principal, ticket.status, ticket.approved_date, now)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    if (ownerId !== null) {
      if (!(await isOwnerCandidate(tx, ownerId, ticket.dealer_ref, ticket.type))) throw TicketingError.invalid([{ field: 'owner_id', message: TICKET_ERRORS.ownerNotAllowed }]);
    }
    if ((ticket.owner_id ?? null) === ownerId) return toTicketView(ticket);
    const row = await changeTicket(
      tx,
      ticket.id,
      (p) => `owner_id = ${p.add(ownerId)}::uuid, updated_date = ${p.add(now)}, version = version + 1`,
      TICKET_EVENT_TYPES.ownerAssigned,
      { ticket: dimensionsOf(ticket), owner_id: ownerId, previous_owner_id: ticket.owner_id ?? null },
      principal,
      now,
    );
    return toTicketView(row);
  });
}

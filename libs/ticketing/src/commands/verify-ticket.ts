import type { TicketView, VerifyTicketDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { changeTicket } from '../store/change-ticket';
import { dimensionsOf, toTicketView } from '../store/ticket-row';
import { mayVerify } from './abilities';
import { TICKET_EVENT_TYPES } from '@voc/events';
import type { UnitOfWork } from '@voc/sql';

/**
 * Records the closed-loop verification: the review fields, who checked and when, and the verify
 * status (given, or valid when the complaint details are complete). Each verification is a
 * TicketVerified event, so the history keeps every one.
 */
export async function verifyTicket(uow: UnitOfWork, principal: Principal, id: string, input: VerifyTicketDto, now = new Date()): Promise<TicketView> {
  return uow.run(async (manager) => {
    const ticket = await loadTicketInScope(manager, principal, id, true);
    if (ticket.status === 'D') throw new TicketingError('refused', 'TicketLocked', 'errors.ticket.cancelled');
    if (!mayVerify(principal, ticket.status, ticket.approved_date, now)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    const { verify_status, ...fields } = input;
    const review = { ...fields, checked_by: principal.name, checked_at: now.toISOString() };
    const status = verify_status ?? (input.review_status === 1 ? 'valid' : 'invalid');
    const row = await changeTicket(
      manager,
      ticket.id,
      (p) => {
        const at = p.add(now);
        return `review = ${p.add(JSON.stringify(review))}::jsonb, verify_status = ${p.add(status)}, closed_loop_date = ${at}, updated_date = ${at}, version = version + 1`;
      },
      TICKET_EVENT_TYPES.verified,
      { ticket: dimensionsOf(ticket), status: ticket.status, verify_status: status, review },
      principal,
      now,
    );
    return toTicketView(row);
  });
}

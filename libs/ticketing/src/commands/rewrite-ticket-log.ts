import type { TicketLogDto, TicketView } from '@voc/contracts';
import { futureTimeProblems, type Principal } from '@voc/domain';
import { TICKET_EVENT_TYPES } from '@voc/events';
import type { UnitOfWork } from '@voc/sql';
import { TicketingError } from '../errors/ticketing-error';
import { changeTicket } from '../store/change-ticket';
import { loadTicketInScope } from '../store/load-ticket';
import { dimensionsOf, toTicketView } from '../store/ticket-row';
import { mayRewriteLogs } from './abilities';

/** Replaces a ticket's history log (head office's correction), one TicketLogsUpdated event. */
export async function rewriteTicketLog(uow: UnitOfWork, principal: Principal, id: string, logs: readonly TicketLogDto[], now = new Date()): Promise<TicketView> {
  return uow.run(async (tx) => {
    const ticket = await loadTicketInScope(tx, principal, id, true);
    if (!mayRewriteLogs(principal)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    // A history line may not be dated after the server's clock (issue 31): each one named by its place.
    const future = futureTimeProblems(Object.fromEntries(logs.map((line, i) => [`logs[${i}].updated_date`, line.updated_date])), now);
    if (future.length) throw TicketingError.invalid(future);
    const row = await changeTicket(
      tx,
      ticket.id,
      (p) => `logs = ${p.add(JSON.stringify(logs))}::jsonb, updated_date = ${p.add(now)}, version = version + 1`,
      TICKET_EVENT_TYPES.logsUpdated,
      { ticket: dimensionsOf(ticket), logs: [...logs] },
      principal,
      now,
    );
    return toTicketView(row);
  });
}

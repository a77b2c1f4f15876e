import type { TicketView } from '@voc/contracts';
import { editRefusal, type Principal } from '@voc/domain';
import type { UnitOfWork } from '@voc/sql';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { dimensionsOf, toTicketView } from '../store/ticket-row';
import { mayEdit } from './abilities';
import { attachFiles } from '../store/ticket-files';
import type { StoredFile } from './stored-file';

/**
 * Attaches stored files to a ticket the user may edit, one TicketFileAttached event each. The
 * create and update commands attach the files of their own form with the same step (attachFiles)
 * inside their transaction, so a form and its files are saved together or not at all.
 */
export async function attachTicketFiles(uow: UnitOfWork, principal: Principal, id: string, files: readonly StoredFile[], now = new Date()): Promise<TicketView> {
  return uow.run(async (tx) => {
    const ticket = await loadTicketInScope(tx, principal, id, true);
    const refusal = editRefusal(ticket.status, ticket.approved_date, now, principal.permission);
    if (refusal) throw new TicketingError('refused', 'TicketLocked', refusal);
    if (!mayEdit(principal, ticket.status, ticket.approved_date, now)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    await attachFiles(tx, ticket.id, dimensionsOf(ticket), files, principal, now);
    return toTicketView(ticket);
  });
}

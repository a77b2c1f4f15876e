import { UPLOAD_ERRORS } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { appendTicketEvent, TICKET_EVENT_TYPES } from '@voc/events';
import type { UnitOfWork } from '@voc/sql';
import { TicketingError } from '../errors/ticketing-error';
import { lastEventPosition } from '../store/ticket-events';
import { loadTicketInScope } from '../store/load-ticket';
import { dimensionsOf } from '../store/ticket-row';
import { mayNote } from './abilities';
import { attachFiles } from '../store/ticket-files';
import type { StoredFile } from './stored-file';

/**
 * A note on a ticket without a status change (issue 32): one TicketNoteAdded event in the ticket's
 * log, in any status, by anyone who sees the ticket. Its attachment (one file at most) is stored
 * as the ticket's own files are (a ticket_files row and its TicketFileAttached event, counted in
 * the ticket's file limits) and the note names it. The ticket row itself is not changed.
 */
export async function addTicketNote(uow: UnitOfWork, principal: Principal, id: string, text: string, files: readonly StoredFile[], now = new Date()): Promise<{ position: string }> {
  if (files.length > 1) throw TicketingError.invalid([{ field: 'files', message: UPLOAD_ERRORS.noteFileCount }]);
  return uow.run(async (tx) => {
    const ticket = await loadTicketInScope(tx, principal, id, true);
    if (!mayNote(principal)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    const dims = dimensionsOf(ticket);
    const [fileId] = await attachFiles(tx, ticket.id, dims, files, principal, now);
    await appendTicketEvent(tx, ticket.id, TICKET_EVENT_TYPES.noteAdded, { ticket: dims, text, file_id: fileId ?? null }, principal, now);
    return { position: await lastEventPosition(tx, ticket.id) };
  });
}

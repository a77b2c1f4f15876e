import { editRefusal, futureTimeProblems, type Principal } from '@voc/domain';
import type { TicketView, UpdateTicketDto } from '@voc/contracts';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { assignColumns, changeTicket } from '../store/change-ticket';
import { dimensionsOf, toTicketView } from '../store/ticket-row';
import { mayEdit } from './abilities';
import { applyStatusChange } from './apply-status-change';
import { attachFiles } from '../store/ticket-files';
import type { StoredFile } from './stored-file';
import { categoryDetails, fieldValues } from './ticket-fields';
import { TICKET_EVENT_TYPES } from '@voc/events';
import type { UnitOfWork } from '@voc/sql';

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return String(a) === String(b);
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export interface UpdateTicketResult {
  ticket: TicketView;
  /** The ticket is now completed: the answer carries the 72-hour correction note. */
  completed: boolean;
}

/**
 * The edit form: changed fields (TicketUpdated with only what changed), an optional status move
 * through the status machine, and new files — one transaction, one event per change.
 */
export async function updateTicket(uow: UnitOfWork, principal: Principal, id: string, input: UpdateTicketDto, files: readonly StoredFile[], now = new Date()): Promise<UpdateTicketResult> {
  return uow.run(async (manager) => {
    const ticket = await loadTicketInScope(manager, principal, id, true);
    const refusal = editRefusal(ticket.status, ticket.approved_date, now, principal.permission);
    if (refusal) throw new TicketingError('refused', 'TicketLocked', refusal);
    if (!mayEdit(principal, ticket.status, ticket.approved_date, now)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    const future = futureTimeProblems({ delivered_date: input.delivered_date }, now);
    if (future.length) throw TicketingError.invalid(future);
    if (input.complaint_categories !== undefined) {
      const problems = categoryDetails(ticket.type, input.complaint_categories);
      if (problems.length) throw TicketingError.invalid(problems);
    }
    const values = fieldValues(input);
    const changes = Object.fromEntries(Object.entries(values).filter(([column, value]) => !same((ticket as unknown as Record<string, unknown>)[column], value)));
    let row = ticket;
    if (Object.keys(changes).length) {
      row = await changeTicket(
        manager,
        ticket.id,
        (p) => `${assignColumns(changes, p)}, updated_date = ${p.add(now)}, version = version + 1`,
        TICKET_EVENT_TYPES.updated,
        { ticket: dimensionsOf(ticket), changes },
        principal,
        now,
      );
    }
    if (input.status && input.status !== ticket.status) {
      row = await applyStatusChange(manager, ticket, input.status, principal, now);
    }
    // Files change no column of the ticket's row: the row as the last change left it stands.
    await attachFiles(manager, ticket.id, dimensionsOf(ticket), files, principal, now);
    return { ticket: toTicketView(row), completed: row.status === 'B' };
  });
}

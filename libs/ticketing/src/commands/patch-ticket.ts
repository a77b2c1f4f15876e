import type { DataSource } from 'typeorm';
import type { PatchTicketDto, TicketView } from '@voc/contracts';
import { editRefusal, mayMake, type Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { appendTicketEvent, TICKET_EVENT_TYPES } from '../store/ticket-events';
import { dimensionsOf, TICKET_SELECT, toTicketView, type TicketRow } from '../store/ticket-row';
import { mayRewriteLogs } from './abilities';
import { applyStatusChange } from './apply-status-change';

export type PatchOutcome = 'status' | 'cancelled' | 'logs';

/**
 * PATCH: {status, cancel_description} moves the status (D = cancel with its reason; the server
 * writes the history line itself), or {logs} alone rewrites the history log.
 */
export async function patchTicket(db: DataSource, principal: Principal, id: string, input: PatchTicketDto, now = new Date()): Promise<{ ticket: TicketView; outcome: PatchOutcome }> {
  if (!input.status && !input.logs) throw TicketingError.invalid([{ field: 'status', message: 'errors.field.required' }]);
  return db.transaction(async (manager) => {
    const ticket = await loadTicketInScope(manager, principal, id, true);
    let outcome: PatchOutcome;
    if (input.status === 'D') {
      if (!mayMake('cancel', principal)) throw new TicketingError('forbidden', 'StatusChangeRefused', 'errors.status.notAllowed');
      await applyStatusChange(manager, ticket, 'D', principal, now, input.cancel_description!.trim());
      outcome = 'cancelled';
    } else if (input.status) {
      const refusal = editRefusal(ticket.status, ticket.approved_date, now, principal.permission);
      if (refusal && ticket.status !== 'B') throw new TicketingError('refused', 'TicketLocked', refusal);
      await applyStatusChange(manager, ticket, input.status, principal, now);
      outcome = 'status';
    } else {
      if (!mayRewriteLogs(principal)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
      const logs = input.logs ?? [];
      await manager.query(`UPDATE tickets SET logs = $2::jsonb, updated_date = $3, version = version + 1 WHERE id = $1`, [ticket.id, JSON.stringify(logs), now]);
      await appendTicketEvent(manager, ticket.id, TICKET_EVENT_TYPES.logsUpdated, { ticket: dimensionsOf(ticket), logs }, principal, now);
      outcome = 'logs';
    }
    const [row] = await manager.query<TicketRow[]>(`SELECT ${TICKET_SELECT} FROM tickets t JOIN dealers d ON d.id = t.dealer_ref WHERE t.id = $1`, [ticket.id]);
    return { ticket: toTicketView(row), outcome };
  });
}

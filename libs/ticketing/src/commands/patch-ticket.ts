import type { DataSource } from 'typeorm';
import type { PatchTicketDto, TicketView } from '@voc/contracts';
import { editRefusal, mayMake, type Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { changeTicket } from '../store/change-ticket';
import { dimensionsOf, toTicketView } from '../store/ticket-row';
import { mayRewriteLogs } from './abilities';
import { applyStatusChange } from './apply-status-change';
import { TICKET_EVENT_TYPES } from '@voc/events';

export type PatchOutcome = 'status' | 'cancelled' | 'logs';

/**
 * PATCH: {status, cancel_description} moves the status (D = cancel with its reason; the server
 * writes the history line itself), or {logs} alone rewrites the history log.
 */
export async function patchTicket(db: DataSource, principal: Principal, id: string, input: PatchTicketDto, now = new Date()): Promise<{ ticket: TicketView; outcome: PatchOutcome }> {
  if (!input.status && !input.logs) throw TicketingError.invalid([{ field: 'status', message: 'errors.field.required' }]);
  return db.transaction(async (manager) => {
    const ticket = await loadTicketInScope(manager, principal, id, true);
    if (input.status === 'D') {
      if (!mayMake('cancel', principal)) throw new TicketingError('forbidden', 'StatusChangeRefused', 'errors.status.notAllowed');
      const row = await applyStatusChange(manager, ticket, 'D', principal, now, input.cancel_description!.trim());
      return { ticket: toTicketView(row), outcome: 'cancelled' as const };
    }
    if (input.status) {
      const refusal = editRefusal(ticket.status, ticket.approved_date, now, principal.permission);
      if (refusal && ticket.status !== 'B') throw new TicketingError('refused', 'TicketLocked', refusal);
      const row = await applyStatusChange(manager, ticket, input.status, principal, now);
      return { ticket: toTicketView(row), outcome: 'status' as const };
    }
    if (!mayRewriteLogs(principal)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    const logs = input.logs ?? [];
    const row = await changeTicket(
      manager,
      ticket.id,
      (p) => `logs = ${p.add(JSON.stringify(logs))}::jsonb, updated_date = ${p.add(now)}, version = version + 1`,
      TICKET_EVENT_TYPES.logsUpdated,
      { ticket: dimensionsOf(ticket), logs },
      principal,
      now,
    );
    return { ticket: toTicketView(row), outcome: 'logs' as const };
  });
}

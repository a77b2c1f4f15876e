import { ticketScope, type Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { scopeCondition } from './scope-sql';
import { SqlParams, type SqlRunner } from '@voc/sql';
import { TICKET_SELECT, type TicketRow } from './ticket-row';

/**
 * One live ticket inside the user's scope, locked for update when asked. Outside the scope, or
 * deleted, it does not exist for this user: 404, never its data.
 */
export async function loadTicketInScope(manager: SqlRunner, principal: Principal, id: string, lock: boolean): Promise<TicketRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw TicketingError.notFound();
  const params = new SqlParams();
  const idParam = params.add(id);
  const scope = scopeCondition(ticketScope(principal), 't', params);
  const [row] = await manager.query<TicketRow[]>(
    `SELECT ${TICKET_SELECT} FROM tickets t JOIN dealers d ON d.id = t.dealer_ref
     WHERE t.id = ${idParam} AND t.deleted_at IS NULL AND ${scope} ${lock ? 'FOR UPDATE OF t' : ''}`,
    params.values,
  );
  if (!row) throw TicketingError.notFound();
  return row;
}

import type { TicketView } from '@voc/contracts';
import { editRefusal, type Principal, type TicketStatus } from '@voc/domain';
import type { SqlRunner, UnitOfWork } from '@voc/sql';
import { TicketingError } from '../errors/ticketing-error';
import { changeTicketAtVersion } from '../store/change-ticket';
import { loadTicketInScope } from '../store/load-ticket';
import { toTicketView, type TicketRow } from '../store/ticket-row';
import { applyStatusChange, planStatusChange } from './apply-status-change';

/**
 * How many times a status change reads the ticket unlocked and finds it changed by the time it
 * writes, before it takes the ticket's lock and waits its turn instead.
 */
export const UNLOCKED_STATUS_CHANGE_ATTEMPTS = 3;

/**
 * Moves a ticket to another status (not D: cancelling is its own command) through the status
 * machine; a ticket locked for editing refuses, except one waiting for approval (B).
 *
 * A move that requests no notice is two statements and no transaction (docs/BENCHMARKS.md, api15):
 * the ticket read without a lock, the checks, then the UPDATE and its event as one statement that
 * writes only if the ticket is still at the version read (every write to a ticket moves it on). The
 * xid is taken by that last statement alone, in autocommit, so the event log's horizon is held for
 * one statement instead of from the FOR UPDATE to the COMMIT; and the START and the COMMIT round
 * trips are gone. A ticket changed in between is read again and checked afresh, as the locked path
 * would have read it after the other's commit. Completion (B) requests the customer's SMS with the
 * change, reads and writes in one transaction: it keeps the locked path.
 */
export async function changeTicketStatus(uow: UnitOfWork, principal: Principal, id: string, to: Exclude<TicketStatus, 'D'>, now = new Date()): Promise<TicketView> {
  if (to !== 'B') {
    for (let attempt = 0; attempt < UNLOCKED_STATUS_CHANGE_ATTEMPTS; attempt += 1) {
      const changed = await changeUnlocked(uow.runner, principal, id, to, now);
      if (changed) return toTicketView(changed);
    }
  }
  return uow.run(async (tx) => {
    const ticket = await loadTicketInScope(tx, principal, id, true);
    checkEditable(ticket, principal, now);
    return toTicketView(await applyStatusChange(tx, ticket, to, principal, now));
  });
}

/** One unlocked attempt: the ticket as read now, checked, written at its version; undefined when it changed in between. */
async function changeUnlocked(runner: SqlRunner, principal: Principal, id: string, to: Exclude<TicketStatus, 'D' | 'B'>, now: Date): Promise<TicketRow | undefined> {
  const ticket = await loadTicketInScope(runner, principal, id, false);
  checkEditable(ticket, principal, now);
  const plan = planStatusChange(ticket, to, principal, now);
  if (plan.type !== 'TicketStatusChanged') throw new Error(`a move to ${to} planned as ${plan.type}`);
  return changeTicketAtVersion(runner, ticket.id, ticket.version, plan.assignments, plan.type, plan.payload, principal, now);
}

function checkEditable(ticket: TicketRow, principal: Principal, now: Date): void {
  const refusal = editRefusal(ticket.status, ticket.approved_date, now, principal.permission);
  if (refusal && ticket.status !== 'B') throw new TicketingError('refused', 'TicketLocked', refusal);
}

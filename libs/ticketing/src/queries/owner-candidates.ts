import type { OwnerCandidateView, OwnerWorkloadRow } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { SqlParams, type SqlRunner } from '@voc/sql';
import { loadTicketInScope } from '../store/load-ticket';
import { scopeCondition } from '../store/scope-sql';
import { ticketScope } from '@voc/domain';

/** Statuses of a ticket still being worked: what "open tickets" of an owner counts. */
export const OPEN_STATUSES_SQL = `('W', 'C', 'S', 'I', 'T', 'R')`;

/**
 * Who may own a ticket of dealer `dealerRef` and type `type` (issue 32): an active person of that
 * dealer branch whose group takes the ticket's type (so the ticket is in their scope), or an
 * active call-centre agent. `u` is the users alias; `dealerRef` and `type` are SQL parameters.
 */
export function ownerCandidateCondition(u: string, dealerRef: string, type: string): string {
  return `${u}.active_flag = 1 AND (
    (${u}.type = 'dealer' AND ${u}.dealer_ref = ${dealerRef}::uuid AND CASE ${type}::text WHEN 'showroom' THEN ${u}.group_showroom ELSE ${u}.group_service END)
    OR ${u}.type = 'callcenter')`;
}

/** Whether this user may be given a ticket of this dealer branch and type (the picker's own rule). */
export async function isOwnerCandidate(db: SqlRunner, userId: string, dealerRef: string, type: string): Promise<boolean> {
  const rows = await db.query<Array<{ id: string }>>(`SELECT u.id FROM users u WHERE u.id = $1 AND ${ownerCandidateCondition('u', '$2', '$3')}`, [userId, dealerRef, type]);
  return rows.length > 0;
}

/** The people a ticket may be given to, its dealer's staff first, each with the open tickets they own. */
export async function ownerCandidates(db: SqlRunner, principal: Principal, ticketId: string): Promise<OwnerCandidateView[]> {
  const ticket = await loadTicketInScope(db, principal, ticketId, false);
  const rows = await db.query<Array<{ id: string; name: string; type: 'dealer' | 'callcenter'; open_tickets: string }>>(
    `SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.type,
       (SELECT count(*) FROM tickets o WHERE o.owner_id = u.id AND o.deleted_at IS NULL AND o.status IN ${OPEN_STATUSES_SQL}) AS open_tickets
     FROM users u WHERE ${ownerCandidateCondition('u', '$1', '$2')}
     ORDER BY u.type = 'dealer' DESC, lower(u.first_name), lower(u.last_name), u.id
     LIMIT 500`,
    [ticket.dealer_ref, ticket.type],
  );
  return rows.map((r) => ({ _id: r.id, name: r.name, type: r.type, open_tickets: Number(r.open_tickets) }));
}

/** GET /api/tickets/workload: open tickets per owner among the tickets the user sees, the most loaded first. */
export async function ownerWorkload(db: SqlRunner, principal: Principal): Promise<OwnerWorkloadRow[]> {
  const params = new SqlParams();
  const scope = scopeCondition(ticketScope(principal), 't', params);
  const rows = await db.query<Array<{ owner_id: string | null; owner_name: string | null; n: string }>>(
    `SELECT t.owner_id, (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = t.owner_id) AS owner_name, count(*) AS n
     FROM tickets t WHERE t.deleted_at IS NULL AND t.status IN ${OPEN_STATUSES_SQL} AND ${scope}
     GROUP BY t.owner_id ORDER BY count(*) DESC, owner_name NULLS FIRST`,
    params.values,
  );
  return rows.map((r) => ({ owner: r.owner_id ? { _id: r.owner_id, name: r.owner_name ?? '' } : null, open_tickets: Number(r.n) }));
}

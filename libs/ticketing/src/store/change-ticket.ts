import type { Principal } from '@voc/domain';
import { SqlParams, type SqlRunner } from '@voc/sql';
import { appendTicketEventsSql, type TicketEventPayloads, type TicketEventType } from '@voc/events';
import { TICKET_SELECT, type TicketRow } from './ticket-row';

/** A value as an SQL parameter: objects become JSON. */
function sqlValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

/**
 * A SET list for columns by name (`column = $n, …`), the values as parameters of `params`.
 * The names must be the ticket's own columns (EDITABLE_COLUMNS, as fieldValues keeps them):
 * they are written into the statement as they are.
 */
export function assignColumns(values: Readonly<Record<string, unknown>>, params: SqlParams): string {
  return Object.entries(values)
    .map(([column, value]) => {
      if (!/^[a-z_]+$/.test(column)) throw new Error(`not a ticket column: ${column}`);
      return `${column} = ${params.add(sqlValue(value))}`;
    })
    .join(', ');
}

/**
 * A change to one ticket as one statement: the UPDATE, its event, and the ticket as it now reads
 * (with its dealer's names). Both writes sit in a data-modifying WITH, which PostgreSQL runs
 * exactly once whether or not the final SELECT reads them; one round trip instead of three.
 * `assignments` writes the SET list with parameters taken from the same SqlParams.
 */
export async function changeTicket<T extends TicketEventType>(
  manager: SqlRunner,
  ticketId: string,
  assignments: (params: SqlParams) => string,
  type: T,
  payload: TicketEventPayloads[T],
  actor: Pick<Principal, 'userId' | 'type'> | null,
  occurredAt: Date,
): Promise<TicketRow> {
  const row = await runChange(manager, ticketId, null, assignments, type, payload, actor, occurredAt);
  // The callers hold the ticket's row lock: it cannot have gone.
  if (!row) throw new Error(`ticket ${ticketId} was not there to change`);
  return row;
}

/**
 * The same change, made only if the ticket is still at `version` (every write to a ticket moves
 * its version on): for a caller that read the ticket without a lock. Answers undefined, having
 * written nothing, when the ticket has changed (or gone) since; under a concurrent writer's lock
 * the UPDATE waits for its commit and then compares the version it left.
 */
export function changeTicketAtVersion<T extends TicketEventType>(
  manager: SqlRunner,
  ticketId: string,
  version: number,
  assignments: (params: SqlParams) => string,
  type: T,
  payload: TicketEventPayloads[T],
  actor: Pick<Principal, 'userId' | 'type'> | null,
  occurredAt: Date,
): Promise<TicketRow | undefined> {
  return runChange(manager, ticketId, version, assignments, type, payload, actor, occurredAt);
}

async function runChange<T extends TicketEventType>(
  manager: SqlRunner,
  ticketId: string,
  version: number | null,
  assignments: (params: SqlParams) => string,
  type: T,
  payload: TicketEventPayloads[T],
  actor: Pick<Principal, 'userId' | 'type'> | null,
  occurredAt: Date,
): Promise<TicketRow | undefined> {
  const p = new SqlParams();
  const id = p.add(ticketId);
  const set = assignments(p);
  const atVersion = version === null ? '' : ` AND version = ${p.add(version)}::int`;
  const [row] = await manager.query<TicketRow[]>(
    `WITH t AS (UPDATE tickets SET ${set} WHERE id = ${id}${atVersion} RETURNING *),
          e AS (${appendTicketEventsSql({
            ticketId: 't.id',
            type: p.add(type),
            payload: `${p.add(JSON.stringify(payload))}::jsonb`,
            actorId: `${p.add(actor?.userId ?? null)}::uuid`,
            actorType: `${p.add(actor?.type ?? null)}::text`,
            occurredAt: `${p.add(occurredAt)}::timestamptz`,
            from: 'FROM t',
          })})
     SELECT ${TICKET_SELECT} FROM t JOIN dealers d ON d.id = t.dealer_ref`,
    p.values,
  );
  return row;
}

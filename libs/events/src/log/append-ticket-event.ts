import type { Principal, SqlRunner } from '@voc/domain';
import type { TicketEventPayloads, TicketEventType } from '../catalogue/ticket-events';

/** Appends one event in the caller's transaction: nothing changes a ticket without its event. */
export async function appendTicketEvent<T extends TicketEventType>(
  manager: SqlRunner,
  ticketId: string,
  type: T,
  payload: TicketEventPayloads[T],
  actor: Pick<Principal, 'userId' | 'type'> | null,
  occurredAt: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO ticket_events (ticket_id, type, payload, actor_id, actor_type, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [ticketId, type, JSON.stringify(payload), actor?.userId ?? null, actor?.type ?? null, occurredAt],
  );
}

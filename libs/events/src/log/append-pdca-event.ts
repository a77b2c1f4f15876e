import type { Principal, SqlRunner } from '@voc/domain';
import type { PdcaEventPayloads, PdcaEventType } from '../catalogue/pdca-events';

/** Appends one event in the caller's transaction: nothing changes a plan without its event. */
export async function appendPdcaEvent<T extends PdcaEventType>(
  manager: SqlRunner,
  type: T,
  payload: PdcaEventPayloads[T],
  actor: Pick<Principal, 'userId' | 'type'> | null,
  occurredAt: Date,
): Promise<void> {
  await manager.query(`INSERT INTO pdca_events (plan_id, type, payload, actor_id, actor_type, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    payload.plan.plan_id,
    type,
    JSON.stringify(payload),
    actor?.userId ?? null,
    actor?.type ?? null,
    occurredAt,
  ]);
}

import type { EntityManager } from 'typeorm';
import type { LoggedEvent } from '../log/logged-events';
import type { Checkpoint } from './checkpoint';

/**
 * Opens a projection transaction's work: bounds how long it may sit idle (SET LOCAL, this
 * transaction only, so a frozen worker frees the row), then takes the checkpoint row lock that
 * makes parallel workers take turns. Returns the checkpoint, or undefined when the projection has
 * no row.
 */
export async function lockCheckpoint(manager: Pick<EntityManager, 'query'>, schema: string, projection: string, idleTimeoutMs: number): Promise<Checkpoint | undefined> {
  await manager.query(`SELECT set_config('idle_in_transaction_session_timeout', $1, true)`, [String(idleTimeoutMs)]);
  const [row] = await manager.query<Checkpoint[]>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM ${schema}.projection_checkpoints WHERE projection = $1 FOR UPDATE`,
    [projection],
  );
  return row;
}

/** Moves a projection's checkpoint to the last event it applied, in the same transaction. */
export async function moveCheckpoint(manager: Pick<EntityManager, 'query'>, schema: string, projection: string, last: LoggedEvent): Promise<void> {
  await manager.query(
    `UPDATE ${schema}.projection_checkpoints SET last_tx = $2::xid8, last_position = $3, last_event_at = $4, applied_at = now() WHERE projection = $1`,
    [projection, last.tx_id, last.position, last.occurred_at],
  );
}

/** A projection's checkpoint as it stands, without a lock (for readers measuring lag). */
export async function readCheckpoint(manager: Pick<EntityManager, 'query'>, schema: string, projection: string): Promise<Checkpoint | undefined> {
  const [row] = await manager.query<Checkpoint[]>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM ${schema}.projection_checkpoints WHERE projection = $1`,
    [projection],
  );
  return row;
}

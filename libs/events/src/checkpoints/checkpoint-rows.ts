import type { SqlRunner } from '@voc/domain';
import type { Checkpoint } from './checkpoint';

/**
 * Opens a projection transaction's work: bounds how long it may sit idle (SET LOCAL, this
 * transaction only, so a frozen worker frees the row), then takes the checkpoint row lock of the
 * projection's partition (0 for a projection that is not partitioned) that makes parallel workers
 * on the same partition take turns. Returns the checkpoint, or undefined when there is no row.
 */
export async function lockCheckpoint(manager: SqlRunner, schema: string, projection: string, idleTimeoutMs: number, partition = 0): Promise<Checkpoint | undefined> {
  await manager.query(`SELECT set_config('idle_in_transaction_session_timeout', $1, true)`, [String(idleTimeoutMs)]);
  const [row] = await manager.query<Checkpoint[]>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM ${schema}.projection_checkpoints WHERE projection = $1 AND partition = $2 FOR UPDATE`,
    [projection, partition],
  );
  return row;
}

/**
 * What a step does when another transaction holds its partition's checkpoint row: `wait` for it
 * (replays, tests, the old drain-everything job), or `skip` (a queued job: the holder's batch
 * would only make it wait and then find less to do; the caller retries shortly instead).
 */
export type WhenCheckpointHeld = 'wait' | 'skip';

/** A checkpoint as lockCheckpointUnlessHeld found it: locked by this transaction, or held by another (then as last committed). */
export interface CheckpointLockAttempt {
  checkpoint: Checkpoint;
  held: boolean;
}

/**
 * lockCheckpoint that does not queue behind another holder of the row. SKIP LOCKED rather than
 * NOWAIT: NOWAIT raises lock_not_available, which aborts the transaction and writes an ERROR to
 * the server log for every skip (several a second under load); SKIP LOCKED just returns no row and
 * leaves the transaction usable. It returns no row for a missing row too, so a second, unlocked
 * read tells the two apart (only on the skip path) and gives the holder's last committed
 * checkpoint. Undefined when there is no row.
 */
export async function lockCheckpointUnlessHeld(manager: SqlRunner, schema: string, projection: string, idleTimeoutMs: number, partition = 0): Promise<CheckpointLockAttempt | undefined> {
  await manager.query(`SELECT set_config('idle_in_transaction_session_timeout', $1, true)`, [String(idleTimeoutMs)]);
  const [locked] = await manager.query<Checkpoint[]>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM ${schema}.projection_checkpoints WHERE projection = $1 AND partition = $2 FOR UPDATE SKIP LOCKED`,
    [projection, partition],
  );
  if (locked) return { checkpoint: locked, held: false };
  const [seen] = await manager.query<Checkpoint[]>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM ${schema}.projection_checkpoints WHERE projection = $1 AND partition = $2`,
    [projection, partition],
  );
  return seen ? { checkpoint: seen, held: true } : undefined;
}

/**
 * Takes the checkpoint row locks of every partition of a projection, in partition order (one
 * order for every caller, so two never deadlock): work that touches rows of every partition (the
 * deadline sweep, a change of the partition count) waits for their batches and holds them off.
 * Answers the partitions' checkpoints in partition order.
 */
export async function lockAllCheckpoints(manager: SqlRunner, schema: string, projection: string, idleTimeoutMs: number): Promise<Array<Checkpoint & { partition: number }>> {
  await manager.query(`SELECT set_config('idle_in_transaction_session_timeout', $1, true)`, [String(idleTimeoutMs)]);
  return manager.query(
    `SELECT partition, last_tx::text AS tx, last_position::text AS position FROM ${schema}.projection_checkpoints WHERE projection = $1 ORDER BY partition FOR UPDATE`,
    [projection],
  );
}

/** Where a checkpoint moves to: an applied event, or the log's head below the horizon (occurred_at its time). */
export interface CheckpointTarget {
  tx_id: string;
  position: string;
  occurred_at: Date;
}

/** Moves a projection partition's checkpoint (in the same transaction as what it applied). */
export async function moveCheckpoint(manager: SqlRunner, schema: string, projection: string, last: CheckpointTarget, partition = 0): Promise<void> {
  await manager.query(
    `UPDATE ${schema}.projection_checkpoints SET last_tx = $2::xid8, last_position = $3, last_event_at = $4, applied_at = now() WHERE projection = $1 AND partition = $5`,
    [projection, last.tx_id, last.position, last.occurred_at, partition],
  );
}

/**
 * A projection's checkpoint as it stands, without a lock (for readers measuring lag): of a
 * partitioned projection the partition furthest behind, so lag is the worst partition's.
 */
export async function readCheckpoint(manager: SqlRunner, schema: string, projection: string): Promise<Checkpoint | undefined> {
  const [row] = await manager.query<Checkpoint[]>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM ${schema}.projection_checkpoints WHERE projection = $1 ORDER BY last_tx, last_position LIMIT 1`,
    [projection],
  );
  return row;
}

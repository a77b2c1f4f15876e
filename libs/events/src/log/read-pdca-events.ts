import type { SqlRunner } from '@voc/domain';
import type { Checkpoint } from '../checkpoints/checkpoint';
import type { PdcaEvent } from './logged-events';
import { readLogBatch } from './read-log-batch';

/** The next PDCA events after `after`, below the safe horizon, in (tx_id, position) order (readLogBatch). */
export function readPdcaEventBatch(manager: SqlRunner, after: Checkpoint, limit: number): Promise<PdcaEvent[]> {
  return readLogBatch<PdcaEvent>(manager, 'pdca_events', ['plan_id', 'type', 'payload'], after, limit);
}

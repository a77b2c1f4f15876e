import { defineReportingTable } from './reporting-table';

/** Where each projection (each of its partitions) has got to in its log: (tx_id, position) of the last applied event. */
export const PROJECTION_CHECKPOINTS = defineReportingTable({
  name: 'projection_checkpoints',
  columns: {
    projection: { type: 'text', role: 'key', notNull: true },
    last_tx: { type: 'xid8', role: 'state', notNull: true, default: `'0'::xid8` },
    last_position: { type: 'bigint', role: 'state', notNull: true, default: '0' },
    last_event_at: { type: 'timestamptz', role: 'state' },
    applied_at: { type: 'timestamptz', role: 'state', notNull: true, default: 'now()' },
    /** The projection's partition (0 to PROJECTION_PARTITIONS - 1; 0 for one not partitioned). */
    partition: { type: 'smallint', role: 'key', notNull: true, default: '0' },
  },
  primaryKey: ['projection', 'partition'],
  indexes: [],
});

/**
 * The projections that keep a checkpoint: one per event log, and the VOC projection over the
 * ticket log under its own (added after tickets had been projected: it catches up from the start);
 * the voice projection (issue 30) over the ticket log (`voice`) and the survey log (`voice_surveys`).
 */
export const PROJECTIONS = ['tickets', 'surveys', 'pdca', 'voc', 'voice', 'voice_surveys'] as const;
export type ProjectionName = (typeof PROJECTIONS)[number];

/**
 * The projections partitioned by dealer (PROJECTION_PARTITIONS rows each): tickets, and VOC (its
 * roll-ups without the dealer keep the partition in their key, so partitions never write the same
 * row). PDCA and surveys read logs of their own.
 */
export const PARTITIONED_PROJECTIONS = ['tickets', 'voc'] as const;
export type PartitionedProjectionName = (typeof PARTITIONED_PROJECTIONS)[number];

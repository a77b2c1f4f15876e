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

// Which projections keep checkpoint rows (and how many partitions each) is declared once, in
// @voc/projections' registry.

import type { EventLogTable } from './read-log-batch';

/**
 * A log as one projection reads it, under its checkpoint `projection`; `timeColumn` is when an
 * event reached the log as lag counts it (survey events carry the survey service's own times,
 * often days old: their lag counts from their recording). The projections and the logs they read
 * are declared once, in @voc/projections' registry.
 */
export interface ProjectedLog {
  projection: string;
  table: EventLogTable;
  timeColumn: 'occurred_at' | 'recorded_at';
}

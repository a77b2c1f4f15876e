import type { EventLogTable, PdcaEventType, ProjectedLog, SurveyEventType, TicketEventType } from '@voc/events';
import type { ReportingTable } from '@voc/reporting-schema';

/** The event types each log holds. */
export interface LogEventTypes {
  ticket_events: TicketEventType;
  survey_events: SurveyEventType;
  pdca_events: PdcaEventType;
}

/**
 * One log a projection reads under a checkpoint of its own. `projection` names the checkpoint row
 * (reporting.projection_checkpoints.projection), the projection jobs and the frozen months; it is
 * what the relay, the processor, the rebuild and the freshness readers call the feed. Every feed is
 * delivered one way: the event relay hands it out as projection jobs (one per partition), each run
 * under the feed's checkpoint (issue 34 moved the survey log's feeds there from the survey sync).
 */
export type ProjectionFeed = {
  [L in EventLogTable]: ProjectedLog & {
    table: L;
    /** The event types its evolve reads; the others pass by (the checkpoint still moves over them). */
    eventTypes: readonly LogEventTypes[L][];
  };
}[EventLogTable];

/**
 * A projection, declared once: its feeds (the logs it reads, each under its own checkpoint), the
 * reporting tables it writes (which a rebuild must reproduce row for row), and its partitioning:
 * `by-dealer` runs PROJECTION_PARTITIONS partitions of each feed side by side (a checkpoint row
 * each), `none` one.
 */
export interface ProjectionDeclaration {
  name: string;
  feeds: readonly ProjectionFeed[];
  tables: readonly ReportingTable[];
  partitioning: 'by-dealer' | 'none';
}

/** A declaration, its literal names kept (so the feed and projection names are types the compiler checks). */
export function defineProjection<const D extends ProjectionDeclaration>(declaration: D): D {
  return declaration;
}

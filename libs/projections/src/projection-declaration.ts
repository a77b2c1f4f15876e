import type { EventLogTable, PdcaEventType, ProjectedLog, SurveyEventType, TicketEventType } from '@voc/events';
import type { ReportingTable } from '@voc/persistence';

/** The event types each log holds. */
export interface LogEventTypes {
  ticket_events: TicketEventType;
  survey_events: SurveyEventType;
  pdca_events: PdcaEventType;
}

/**
 * Who applies a feed: `relay`, the event relay's projection jobs (one per partition, each under the
 * feed's checkpoint); `survey-sync`, the survey sync job after the pages it wrote (issue 34: to move
 * to the relay).
 */
export type FeedDelivery = 'relay' | 'survey-sync';

/**
 * One log a projection reads under a checkpoint of its own. `projection` names the checkpoint row
 * (reporting.projection_checkpoints.projection), the projection jobs and the frozen months; it is
 * what the relay, the processor, the rebuild and the freshness readers call the feed.
 */
export type ProjectionFeed = {
  [L in EventLogTable]: ProjectedLog & {
    table: L;
    /** The event types its evolve reads; the others pass by (the checkpoint still moves over them). */
    eventTypes: readonly LogEventTypes[L][];
    deliveredBy: FeedDelivery;
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

import type { EventLogTable } from './read-log-batch';

/** A projection and the log it reads; `timeColumn` is when an event reached the log as lag counts it. */
export interface ProjectedLog {
  projection: 'tickets' | 'surveys' | 'pdca' | 'voc' | 'voice' | 'voice_surveys';
  table: EventLogTable;
  timeColumn: 'occurred_at' | 'recorded_at';
}

/** Ticket events happen when they are appended. */
export const TICKET_LOG: ProjectedLog = { projection: 'tickets', table: 'ticket_events', timeColumn: 'occurred_at' };
/** Survey events carry the survey service's own times (often days old); lag counts from their recording. */
export const SURVEY_LOG: ProjectedLog = { projection: 'surveys', table: 'survey_events', timeColumn: 'recorded_at' };
/** PDCA plan events happen when they are appended. */
export const PDCA_LOG: ProjectedLog = { projection: 'pdca', table: 'pdca_events', timeColumn: 'occurred_at' };
/** The VOC projection reads the ticket log under a checkpoint of its own. */
export const VOC_LOG: ProjectedLog = { projection: 'voc', table: 'ticket_events', timeColumn: 'occurred_at' };
/** The voice projection (issue 30) reads the ticket log (descriptions) and the survey log (comments) under checkpoints of its own. */
export const VOICE_TICKET_LOG: ProjectedLog = { projection: 'voice', table: 'ticket_events', timeColumn: 'occurred_at' };
export const VOICE_SURVEY_LOG: ProjectedLog = { projection: 'voice_surveys', table: 'survey_events', timeColumn: 'recorded_at' };

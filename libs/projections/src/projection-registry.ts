import { NOTIFICATION_EVENT_TYPES, PDCA_EVENT_TYPES, SURVEY_EVENT_TYPES, TICKET_EVENT_TYPES } from '@voc/events';
import {
  PDCA_PROJECTION_TABLES,
  SURVEY_PROJECTION_TABLES,
  TICKET_PROJECTION_TABLES,
  VOC_PROJECTION_TABLES,
  VOICE_PROJECTION_TABLES,
} from '@voc/reporting-schema';
import { defineProjection } from './projection-declaration';

const T = TICKET_EVENT_TYPES;

/**
 * Every projection of the product, each declared once. The event relay, the projections processor,
 * the checkpoint rows, projections:rebuild and the freshness readers (GET /api/health, the reports'
 * data_as_of) read this list; the worker binds each feed to its evolve (apps/worker
 * projections/projection-runners.ts, which the compiler holds to this list).
 *
 * The order is the rebuild's: a log's first feed is the one whose events a replay counts, and the
 * projections' roll-ups are recounted in this order after it.
 */
export const PROJECTION_REGISTRY = [
  defineProjection({
    name: 'tickets',
    // Status flows, KPI, the monthly roll-ups and frozen figures, and the notifications' status.
    feeds: [
      {
        projection: 'tickets',
        table: 'ticket_events',
        timeColumn: 'occurred_at',
        eventTypes: [T.created, T.updated, T.statusChanged, T.cancelled, T.deleted, T.verified, ...NOTIFICATION_EVENT_TYPES],
      },
    ],
    tables: TICKET_PROJECTION_TABLES,
    partitioning: 'by-dealer',
  }),
  defineProjection({
    name: 'surveys',
    // Survey events carry the service's own times (often days old): lag counts from their recording.
    feeds: [{ projection: 'surveys', table: 'survey_events', timeColumn: 'recorded_at', eventTypes: Object.values(SURVEY_EVENT_TYPES) }],
    tables: SURVEY_PROJECTION_TABLES,
    partitioning: 'none',
  }),
  defineProjection({
    name: 'pdca',
    feeds: [{ projection: 'pdca', table: 'pdca_events', timeColumn: 'occurred_at', eventTypes: Object.values(PDCA_EVENT_TYPES) }],
    tables: PDCA_PROJECTION_TABLES,
    partitioning: 'none',
  }),
  defineProjection({
    name: 'voc',
    // The ticket log under a checkpoint of its own (added after tickets had been projected: it caught up from the start).
    feeds: [{ projection: 'voc', table: 'ticket_events', timeColumn: 'occurred_at', eventTypes: [T.created, T.updated, T.statusChanged, T.cancelled, T.deleted, T.fileAttached] }],
    tables: VOC_PROJECTION_TABLES,
    partitioning: 'by-dealer',
  }),
  defineProjection({
    name: 'voice',
    // Issue 30: ticket descriptions and survey comments, each log under a checkpoint of its own.
    feeds: [
      { projection: 'voice', table: 'ticket_events', timeColumn: 'occurred_at', eventTypes: [T.created, T.updated, T.statusChanged, T.deleted] },
      { projection: 'voice_surveys', table: 'survey_events', timeColumn: 'recorded_at', eventTypes: [SURVEY_EVENT_TYPES.answered, SURVEY_EVENT_TYPES.ticketRaised] },
    ],
    tables: VOICE_PROJECTION_TABLES,
    partitioning: 'none',
  }),
] as const;

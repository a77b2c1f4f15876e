import type { TicketEventPayloads } from './ticket-events';
import type { SurveyEventPayloads } from './survey-events';
import type { PdcaEventPayloads } from './pdca-events';

/**
 * The event catalogue: every event type of every log with its payload. A new domain (notifications,
 * PDCA) adds its payloads here, and the union below, the append functions and the projections'
 * switch statements are checked against it.
 */
export type EventPayloads = TicketEventPayloads & SurveyEventPayloads & PdcaEventPayloads;

export type DomainEventType = keyof EventPayloads;

/** Any event of the catalogue as one discriminated union on `type`. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; payload: EventPayloads[K] };
}[T];

/** The log table each event type is appended to. */
export type EventLogOf<T extends DomainEventType> = T extends keyof TicketEventPayloads ? 'ticket_events' : T extends keyof PdcaEventPayloads ? 'pdca_events' : 'survey_events';

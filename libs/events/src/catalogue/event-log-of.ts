import type { DomainEventType, EventLogOf } from './domain-event';
import { SURVEY_EVENT_TYPES } from './survey-events';
import { TICKET_EVENT_TYPES } from './ticket-events';
import { PDCA_EVENT_TYPES } from './pdca-events';

const TICKET_TYPES: ReadonlySet<string> = new Set(Object.values(TICKET_EVENT_TYPES));
const SURVEY_TYPES: ReadonlySet<string> = new Set(Object.values(SURVEY_EVENT_TYPES));
const PDCA_TYPES: ReadonlySet<string> = new Set(Object.values(PDCA_EVENT_TYPES));

/** Every event type the catalogue knows, each once. */
export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [...Object.values(TICKET_EVENT_TYPES), ...Object.values(SURVEY_EVENT_TYPES), ...Object.values(PDCA_EVENT_TYPES)];

/** The log table an event type is appended to; a type outside the catalogue is refused. */
export function eventLogOf<T extends DomainEventType>(type: T): EventLogOf<T> {
  if (TICKET_TYPES.has(type)) return 'ticket_events' as EventLogOf<T>;
  if (SURVEY_TYPES.has(type)) return 'survey_events' as EventLogOf<T>;
  if (PDCA_TYPES.has(type)) return 'pdca_events' as EventLogOf<T>;
  throw new Error(`${String(type)} is not an event type of the catalogue`);
}

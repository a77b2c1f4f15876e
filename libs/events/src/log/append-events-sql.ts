import type { SurveyEventPayloads, SurveyEventType } from '../catalogue/survey-events';
import type { TicketEventPayloads, TicketEventType } from '../catalogue/ticket-events';
import type { EventLogTable } from './read-log-batch';

/**
 * The event logs' INSERTs, for statements that append events beside the write they record (one
 * data-modifying WITH: the ticket's UPDATE and its event, the outbox rows and theirs). Every
 * INSERT into an event log is written in libs/events, here or in the append functions beside it
 * (a test scans the sources: event-log-inserts.spec.ts); the caller gives the rows' SQL only.
 */
export const EVENT_LOG_TABLES: readonly EventLogTable[] = ['ticket_events', 'survey_events', 'pdca_events'];

/**
 * A catalogue payload built in SQL: every key of the event type's payload, and no other, given as an
 * SQL expression (the compiler checks the keys against the catalogue), as one jsonb_build_object.
 */
export function ticketPayloadSql<T extends TicketEventType>(_type: T, fields: { readonly [K in keyof TicketEventPayloads[T]]-?: string }): string {
  const pairs = Object.entries(fields as Record<string, string>).map(([key, sql]) => `'${key}', ${sql}`);
  return `jsonb_build_object(${pairs.join(', ')})`;
}

/** Ticket events from rows a statement computes: each column an SQL expression over `from` (FROM …, WHERE …, ORDER BY …). */
export interface TicketEventRowsSql {
  ticketId: string;
  /** The event type: a parameter or a column holding a catalogue type. */
  type: string;
  /** jsonb: a parameter, a column, or ticketPayloadSql. */
  payload: string;
  /** NULL when the system acts (no user). */
  actorId?: string;
  actorType?: string;
  occurredAt: string;
  from: string;
  returning?: string;
}

/** The INSERT appending those rows to ticket_events, for a statement's WITH or as its last part. */
export function appendTicketEventsSql(rows: TicketEventRowsSql): string {
  const returning = rows.returning ? `\n RETURNING ${rows.returning}` : '';
  return `INSERT INTO ticket_events (ticket_id, type, payload, actor_id, actor_type, occurred_at)
 SELECT ${rows.ticketId}, ${rows.type}, ${rows.payload}, ${rows.actorId ?? 'NULL'}, ${rows.actorType ?? 'NULL'}, ${rows.occurredAt} ${rows.from}${returning}`;
}

/** A survey event about to be appended (position, transaction and case key are the log's). */
export type NewSurveyEvent<T extends SurveyEventType = SurveyEventType> = {
  [K in T]: { type: K; payload: SurveyEventPayloads[K]; occurredAt: Date };
}[T];

/** Where the columns of a batch of survey events (surveyEventColumns) are in a statement: a parameter each, e.g. `$3`. */
export interface SurveyEventColumnParams {
  keys: string;
  types: string;
  payloads: string;
  occurredAt: string;
}

/**
 * The INSERT appending survey events, in their order, from their columns (surveyEventColumns): the
 * case keys as one JSON array, the types, payloads and times as texts of one line an event. Each
 * payload is parsed on its own (as COPY would); a JSON document of {k, t, p, o} rows was parsed
 * whole into jsonb and each payload copied out of it again: about 35% more of PostgreSQL's time.
 */
export function appendSurveyEventsSql(columns: SurveyEventColumnParams): string {
  return `INSERT INTO survey_events (case_key, type, payload, occurred_at)
     SELECT k, t, p::jsonb, o::timestamptz
     FROM ROWS FROM (jsonb_array_elements_text(${columns.keys}::jsonb), string_to_table(${columns.types}::text, E'\\n'), string_to_table(${columns.payloads}::text, E'\\n'), string_to_table(${columns.occurredAt}::text, E'\\n'))
       WITH ORDINALITY AS x(k, t, p, o, n)
     ORDER BY n`;
}

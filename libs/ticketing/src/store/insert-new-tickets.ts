import type { SqlRunner } from '@voc/sql';
import type { Principal } from '@voc/domain';
import { appendTicketEventsSql, TICKET_EVENT_TYPES, type TicketEventPayloads } from '@voc/events';
import { TICKET_SELECT, type TicketRow } from './ticket-row';
import type { EditableColumn } from '../commands/ticket-fields';

/** The columns every new ticket sets, before its editable fields. */
export const FIXED_COLUMNS = ['id', 'case_no', 'type', 'source', 'status', 'dealer_ref', 'area_code', 'region', 'created_date', 'created_oa_date', 'updated_date', 'logs', 'created_by', 'import_key'] as const;

export type FixedColumn = (typeof FIXED_COLUMNS)[number];

/** Columns of type jsonb among the ones a new ticket sets: their values go into the document as JSON. */
const JSON_COLUMNS: ReadonlySet<string> = new Set<FixedColumn | EditableColumn>(['logs', 'complaint_categories']);

/** A new ticket's row: its columns' values (case_no holds the case number's prefix) and its TicketCreated payload without case_no. */
export interface NewTicketRow {
  columns: Partial<Record<FixedColumn | EditableColumn, unknown>>;
  created: Omit<TicketEventPayloads['TicketCreated'], 'case_no'>;
}

const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A column's value as the text the pg driver sends for a parameter, which the column's own input
 * function then reads (jsonb_populate_record does the same with a JSON string): numbers and
 * booleans as their String(), objects as their JSON, dates as their instant, and a string's lone
 * surrogates as U+FFFD, as the driver's UTF-8 encoding makes them (JSON would carry them as
 * escapes that jsonb refuses). jsonb columns take the value itself.
 */
export function columnText(column: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (JSON_COLUMNS.has(column)) return value;
  if (typeof value === 'string') return SURROGATE.test(value) ? value.replace(LONE_SURROGATES, '\uFFFD') : value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Case numbers: the prefix (SR or SV, year and month) and a running number of at least six digits
 * from ticket_case_no_seq, drawn for the batch's rows in their order by the statement itself.
 */
const CASE_NUMBER = `r.case_no || CASE WHEN length(s.n) >= 6 THEN s.n ELSE lpad(s.n, 6, '0') END`;

/**
 * The tickets and their TicketCreated events in one statement from one JSON document (one
 * parameter, parsed once by the server): each element's `t` is read into a tickets row by
 * jsonb_populate_record (every column through its own type's input, as parameters were), its
 * case number drawn in the batch's order, and both INSERTs read the same rows (a data-modifying
 * WITH), so an event is written with its ticket's case number without joining anything back.
 * Columns listed but absent from an element are NULL: of the editable columns only
 * complaint_categories has a default, and the create command never lets a ticket through without it.
 */
export async function insertNewTickets(
  manager: SqlRunner,
  principal: Principal,
  now: Date,
  rows: readonly NewTicketRow[],
  editable: readonly EditableColumn[],
  views: boolean,
): Promise<TicketRow[]> {
  const columns = [...FIXED_COLUMNS, ...editable];
  const document = rows.map((row) => {
    const t: Record<string, unknown> = {};
    for (const column of columns) t[column] = columnText(column, row.columns[column]);
    return { t, e: row.created };
  });
  const copied = columns.filter((column) => column !== 'case_no').map((column) => `r.${column}`);
  return manager.query<TicketRow[]>(
    `WITH nt AS (
       SELECT ${copied.join(', ')}, ${CASE_NUMBER} AS case_no, s.doc->'e' AS created
       FROM (SELECT x.doc, nextval('ticket_case_no_seq')::text AS n FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(doc, i) ORDER BY x.i) AS s
       CROSS JOIN LATERAL jsonb_populate_record(NULL::tickets, s.doc->'t') AS r),
     t AS (INSERT INTO tickets (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM nt RETURNING *),
     e AS (${appendTicketEventsSql({
       ticketId: 'nt.id',
       type: '$2',
       payload: `nt.created || jsonb_build_object('case_no', nt.case_no)`,
       actorId: '$3::uuid',
       actorType: '$4::text',
       occurredAt: '$5::timestamptz',
       from: 'FROM nt',
     })})
     SELECT ${views ? TICKET_SELECT : 't.id, t.case_no'} FROM t${views ? ' JOIN dealers d ON d.id = t.dealer_ref' : ''}`,
    [JSON.stringify(document), TICKET_EVENT_TYPES.created, principal.userId || null, principal.type, now],
  );
}

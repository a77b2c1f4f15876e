import type { SqlRunner } from '@voc/persistence';
import { randomUUID } from 'node:crypto';
import { TICKET_ERRORS, type CreateTicketDto } from '@voc/contracts';
import { dealerPlace, inTicketScope, mayCreateTicket, ticketScope, type Principal, type TicketCreationChannel } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { TICKET_SELECT, type TicketRow } from '../store/ticket-row';
import { findSameTelThisMonth } from './duplicate-tel';
import { requestNotifications } from '../notifications/request-notifications';
import { categoryDetails, fieldValues, sqlValue, type EditableColumn } from './ticket-fields';
import { TICKET_EVENT_TYPES, type TicketDimensions, type TicketEventPayloads } from '@voc/events';

interface DealerForTicket {
  id: string;
  dealer_code: string;
  status: 'normal' | 'closed';
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
}

export interface NewTicket {
  input: CreateTicketDto;
  /** The imported row the ticket stands for (tickets.import_key, unique): see libs/ticketing imports. */
  importKey?: string;
}

/** A created ticket, with the dimensions its events repeat; or why the command refused it. */
export type NewTicketOutcome = { created: { id: string; caseNo: string; dims: TicketDimensions; /** With `views`: the ticket as the api shows it. */ row?: TicketRow } } | { refused: TicketingError };

/** The columns every new ticket sets, before its editable fields. */
const FIXED_COLUMNS = ['id', 'case_no', 'type', 'source', 'status', 'dealer_ref', 'area_code', 'region', 'created_date', 'created_oa_date', 'updated_date', 'logs', 'created_by', 'import_key'] as const;

/**
 * Case numbers: SR (showroom) or SV (service), year and month, and a running number of at least
 * six digits, drawn by the INSERT itself.
 */
function caseNoPrefix(type: 'showroom' | 'service', now: Date): string {
  const yymm = now.toISOString().slice(2, 7).replace('-', '');
  return `${type === 'showroom' ? 'SR' : 'SV'}${yymm}-`;
}
const NEXT_CASE_NUMBER = `(SELECT CASE WHEN length(n) >= 6 THEN n ELSE lpad(n, 6, '0') END FROM (SELECT nextval('ticket_case_no_seq')::text AS n) s)`;

/**
 * Creates tickets in status W, each with its TicketCreated event, in the caller's transaction:
 * every rule of the create command per ticket (complaint categories, a dealer that exists, is in
 * the user's scope and open, the same-tel warning for call-centre tickets), then one INSERT for
 * the accepted tickets and their events. A refused ticket is answered, not thrown, and
 * nothing of it is written; the others go on. The single create command and the hotsheet import
 * both come through here; `views` answers each created ticket as the api shows it (the single
 * create), in the same statement.
 */
export async function createTicketsInTransaction(
  manager: SqlRunner,
  principal: Principal,
  tickets: readonly NewTicket[],
  now: Date,
  options: { views?: boolean; /** The hotsheet import says 'import'; everything else is a single create. */ channel?: TicketCreationChannel } = {},
): Promise<NewTicketOutcome[]> {
  const dealers = await lockDealers(manager, tickets.map((t) => t.input.dealer));
  const outcomes: NewTicketOutcome[] = [];
  const accepted: Array<{ index: number; ticket: NewTicket; dealer: DealerForTicket }> = [];
  for (const [index, ticket] of tickets.entries()) {
    try {
      const dealer = await checkNewTicket(manager, principal, ticket.input, dealers.get(ticket.input.dealer), now, options.channel ?? 'form');
      accepted.push({ index, ticket, dealer });
    } catch (error) {
      if (!(error instanceof TicketingError)) throw error;
      outcomes[index] = { refused: error };
    }
  }
  if (accepted.length === 0) return outcomes;

  const rows = accepted.map(({ ticket, dealer }) => newTicketRow(ticket, dealer, principal, now));
  const editable = [...new Set(rows.flatMap((row) => Object.keys(row.editable) as EditableColumn[]))];
  // One statement for as many tickets as PostgreSQL takes parameters for (65,535 a statement):
  // 1,000 tickets of every column fit, so the import's batches are one statement each.
  const perStatement = Math.max(1, Math.floor((MAX_PARAMETERS - 8) / (FIXED_COLUMNS.length + editable.length)));
  for (let from = 0; from < accepted.length; from += perStatement) {
    const part = accepted.slice(from, from + perStatement);
    const inserted = await insertTickets(manager, principal, now, part.map(({ ticket }) => ticket), rows.slice(from, from + perStatement), editable, options.views ?? false);
    // The branch is told of each new ticket: its notifications are requested in this transaction.
    await requestNotifications(manager, inserted.map((row) => ({ kind: 'ticket_created', ticketId: row.id })), now);
    const byId = new Map(inserted.map((row) => [row.id, row]));
    part.forEach(({ index }, i) => {
      const row = byId.get(rows[from + i].id) as TicketRow;
      outcomes[index] = { created: { id: row.id, caseNo: row.case_no, dims: rows[from + i].dims, ...(options.views ? { row } : {}) } };
    });
  }
  return outcomes;
}

/** PostgreSQL's limit of bind parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/** The tickets and their TicketCreated events in one statement (a data-modifying WITH runs both). */
async function insertTickets(
  manager: SqlRunner,
  principal: Principal,
  now: Date,
  tickets: readonly NewTicket[],
  rows: ReadonlyArray<ReturnType<typeof newTicketRow>>,
  editable: readonly EditableColumn[],
  views: boolean,
): Promise<TicketRow[]> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const tuples = rows.map((row) => {
    const fixed = row.fixed.map((value, i) => (FIXED_COLUMNS[i] === 'case_no' ? `${param(value)} || ${NEXT_CASE_NUMBER}` : param(value)));
    const fields = editable.map((column) => (column in row.editable ? param(sqlValue(row.editable[column])) : 'DEFAULT'));
    return `(${[...fixed, ...fields].join(', ')})`;
  });
  // Each event's case number is the one its ticket just drew.
  const payloads = tickets.map((ticket, i): Omit<TicketEventPayloads['TicketCreated'], 'case_no'> => ({
    ticket: rows[i].dims,
    status: 'W',
    complaint_categories: ticket.input.complaint_categories ?? {},
    car_model: ticket.input.car_model ?? null,
  }));
  const ids = param(rows.map((row) => row.id));
  const events = param(payloads.map((payload) => JSON.stringify(payload)));
  return manager.query<TicketRow[]>(
    `WITH t AS (INSERT INTO tickets (${[...FIXED_COLUMNS, ...editable].join(', ')}) VALUES ${tuples.join(', ')} RETURNING *),
          e AS (INSERT INTO ticket_events (ticket_id, type, payload, actor_id, actor_type, occurred_at)
                SELECT t.id, ${param(TICKET_EVENT_TYPES.created)}, x.payload || jsonb_build_object('case_no', t.case_no),
                       ${param(principal.userId || null)}::uuid, ${param(principal.type)}::text, ${param(now)}::timestamptz
                FROM t JOIN unnest(${ids}::uuid[], ${events}::jsonb[]) AS x(id, payload) ON x.id = t.id)
     SELECT ${views ? TICKET_SELECT : 't.id, t.case_no'} FROM t${views ? ' JOIN dealers d ON d.id = t.dealer_ref' : ''}`,
    values,
  );
}

/** The dealers named, locked against closing while their tickets are created. */
async function lockDealers(manager: SqlRunner, ids: readonly string[]): Promise<Map<string, DealerForTicket>> {
  const wellFormed = [...new Set(ids)].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (wellFormed.length === 0) return new Map();
  const rows = await manager.query<DealerForTicket[]>(
    `SELECT id, dealer_code, status, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region
     FROM dealers WHERE id = ANY($1::uuid[]) ORDER BY id FOR SHARE`,
    [wellFormed],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The create command's rules for one ticket; answers its dealer, or throws the refusal. */
async function checkNewTicket(manager: SqlRunner, principal: Principal, input: CreateTicketDto, dealer: DealerForTicket | undefined, now: Date, channel: TicketCreationChannel): Promise<DealerForTicket> {
  // Who may raise a ticket of this source comes first: a refused user learns nothing about dealers.
  if (!mayCreateTicket(principal.type, input.source, channel)) throw new TicketingError('forbidden', 'Forbidden', TICKET_ERRORS.createNotAllowed);
  const problems = categoryDetails(input.type, input.complaint_categories);
  if (problems.length) throw TicketingError.invalid(problems);
  const unknown = () => TicketingError.invalid([{ field: 'dealer', message: TICKET_ERRORS.dealerUnknown }]);
  if (!dealer) throw unknown();
  // A dealer outside the user's scope is one they cannot name.
  if (!inTicketScope(ticketScope(principal), { type: input.type, dealerRef: dealer.id, ...dealerPlace(input.type, dealer) })) throw unknown();
  if (dealer.status !== 'normal') throw TicketingError.invalid([{ field: 'dealer', message: TICKET_ERRORS.dealerClosed }]);
  if (input.source === 'callcenter' && !input.confirm_duplicate) {
    const existing = await findSameTelThisMonth(manager, input.tel, input.type, now);
    if (existing.length) throw new TicketingError('warning', 'DuplicateTel', TICKET_ERRORS.duplicateTel, undefined, { existing });
  }
  return dealer;
}

function newTicketRow(ticket: NewTicket, dealer: DealerForTicket, principal: Principal, now: Date) {
  const { input } = ticket;
  const id = randomUUID();
  const { areaCode, region } = dealerPlace(input.type, dealer);
  const receivedAt = input.created_oa_date ? new Date(input.created_oa_date) : now;
  const log = [{ updated_date: now.toISOString(), updated_by: principal.name, status: 'W' }];
  const fixed = [id, caseNoPrefix(input.type, now), input.type, input.source, 'W', dealer.id, areaCode, region, now, receivedAt, now, JSON.stringify(log), principal.userId || null, ticket.importKey ?? null];
  const dims: TicketDimensions = {
    type: input.type,
    source: input.source,
    dealer_ref: dealer.id,
    dealer_code: dealer.dealer_code,
    area_code: areaCode,
    region,
    created_oa_date: receivedAt.toISOString(),
    created_date: now.toISOString(),
  };
  return { id, fixed, editable: fieldValues(input), dims };
}

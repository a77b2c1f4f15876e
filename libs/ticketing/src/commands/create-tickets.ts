import type { SqlRunner } from '@voc/persistence';
import { randomUUID } from 'node:crypto';
import { TICKET_ERRORS, type CreateTicketDto } from '@voc/contracts';
import { dealerPlace, inTicketScope, mayCreateTicket, ticketScope, type Principal, type TicketCreationChannel } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import type { TicketRow } from '../store/ticket-row';
import { findSameTelThisMonth } from './duplicate-tel';
import { requestNotifications } from '../notifications/request-notifications';
import { categoryDetails, fieldValues, type EditableColumn, type TicketFieldValues } from './ticket-fields';
import type { TicketDimensions } from '@voc/events';
import { insertNewTickets, type NewTicketRow } from './insert-new-tickets';

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

/**
 * Case numbers: SR (showroom) or SV (service), year and month, and a running number of at least
 * six digits, drawn by the INSERT itself (insert-new-tickets.ts).
 */
function caseNoPrefix(type: 'showroom' | 'service', now: Date): string {
  const yymm = now.toISOString().slice(2, 7).replace('-', '');
  return `${type === 'showroom' ? 'SR' : 'SV'}${yymm}-`;
}

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
  // One statement for the whole batch, from one JSON document (no limit of bind parameters).
  const inserted = await insertNewTickets(manager, principal, now, rows.map((row) => row.insert), editable, options.views ?? false);
  // The branch is told of each new ticket: its notifications are requested in this transaction.
  await requestNotifications(manager, inserted.map((row) => ({ kind: 'ticket_created', ticketId: row.id })), now);
  const byId = new Map(inserted.map((row) => [row.id, row]));
  accepted.forEach(({ index }, i) => {
    const row = byId.get(rows[i].id) as TicketRow;
    outcomes[index] = { created: { id: row.id, caseNo: row.case_no, dims: rows[i].dims, ...(options.views ? { row } : {}) } };
  });
  return outcomes;
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

function newTicketRow(ticket: NewTicket, dealer: DealerForTicket, principal: Principal, now: Date): { id: string; editable: TicketFieldValues; dims: TicketDimensions; insert: NewTicketRow } {
  const { input } = ticket;
  const id = randomUUID();
  const { areaCode, region } = dealerPlace(input.type, dealer);
  const receivedAt = input.created_oa_date ? new Date(input.created_oa_date) : now;
  const log = [{ updated_date: now.toISOString(), updated_by: principal.name, status: 'W' }];
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
  const editable = fieldValues(input);
  const columns = {
    ...editable,
    id,
    case_no: caseNoPrefix(input.type, now),
    type: input.type,
    source: input.source,
    status: 'W',
    dealer_ref: dealer.id,
    area_code: areaCode,
    region,
    created_date: now,
    created_oa_date: receivedAt,
    updated_date: now,
    logs: log,
    created_by: principal.userId || null,
    import_key: ticket.importKey ?? null,
  };
  const created = { ticket: dims, status: 'W' as const, complaint_categories: input.complaint_categories ?? {}, car_model: input.car_model ?? null };
  return { id, editable, dims, insert: { columns, created } };
}

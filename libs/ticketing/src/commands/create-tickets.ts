import type { SqlRunner } from '@voc/sql';
import { randomUUID } from 'node:crypto';
import { TICKET_ERRORS, type CreateTicketDto, type DuplicateTelWarning } from '@voc/contracts';
import { dealerPlace, inTicketScope, mayCreateTicket, ticketScope, type Principal, type TicketCreationChannel } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import type { TicketRow } from '../store/ticket-row';
import { findSameTelThisMonth } from '../store/same-tel-tickets';
import { planNoticeRows, writeNotifications } from '@voc/notifications';
import type { TicketForNotice } from '@voc/notifications';
import { lockDealersReadingDirectory, type DealerForTicket } from '../store/dealers-for-tickets';
import { categoryDetails, fieldValues, type EditableColumn, type TicketFieldValues } from './ticket-fields';
import type { TicketDimensions } from '@voc/events';
import { columnText, insertNewTickets, type NewTicketRow } from '../store/insert-new-tickets';


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
  const channel = options.channel ?? 'form';
  // Statement order: every read first, then the writes back to back (docs/BENCHMARKS.md, stop 24):
  // the transaction holds an xid from its first row lock or write on, and the event log's horizon
  // (event_log_horizon()) waits for every transaction holding one. The dealers' FOR SHARE lock is
  // the first statement that takes an xid, so the reads that need no lock come before it:
  // - the same-tel warning's tickets: never read under a lock (two agents may create the same tel
  //   at once), so reading them a moment earlier is what a concurrent create committing a moment
  //   later would have given; no ticket of this batch is written before the checks either way;
  // - the notice's recipients (users of the directory): never locked either; read for the
  //   dealers of every ticket that may pass, then kept for the accepted ones only (the filter of
  //   loadDirectoryUsers, in memory). They are read in the lock's own statement (one round trip
  //   less, docs/BENCHMARKS.md api15): that statement takes the xid either way, and the users' read
  //   adds no statement while it is held.
  // The dealer itself is still read under its FOR SHARE lock, and the notice's dealer facts (name,
  // branch, managers) come from that same locked row, as the join after the INSERT read them.
  const candidates = new Map<number, { sameTel?: DuplicateTelWarning['existing'] }>();
  const outcomes: NewTicketOutcome[] = [];
  for (const [index, ticket] of tickets.entries()) {
    try {
      checkBeforeDealer(principal, ticket.input, channel);
      candidates.set(index, {});
    } catch (error) {
      if (!(error instanceof TicketingError)) throw error;
      outcomes[index] = { refused: error };
    }
  }
  for (const [index, candidate] of candidates) {
    const { input } = tickets[index];
    // A tel that is not a string (an import's row unchecked by the DTO) is read where it was, after the dealer's checks.
    if (needsSameTel(input) && typeof input.tel === 'string') candidate.sameTel = await findSameTelThisMonth(manager, input.tel, input.type, now);
  }
  const named = wellFormedIds([...candidates.keys()].map((index) => tickets[index].input.dealer));
  const { dealers, directory } = await lockDealersReadingDirectory(manager, named);
  const accepted: Array<{ index: number; ticket: NewTicket; dealer: DealerForTicket }> = [];
  for (const [index, candidate] of candidates) {
    const ticket = tickets[index];
    try {
      const dealer = await checkDealer(principal, ticket.input, dealers.get(ticket.input.dealer), async () => candidate.sameTel ?? findSameTelThisMonth(manager, ticket.input.tel, ticket.input.type, now));
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
  // The branch is told of each new ticket: its notifications are requested in this transaction,
  // planned from what was read above and the case numbers the INSERT drew (no statement between).
  const caseNos = new Map(inserted.map((row) => [row.id, row.case_no]));
  const acceptedDealers = new Set(accepted.map(({ dealer }) => dealer.id));
  const users = directory.filter((user) => user.type !== 'dealer' || (user.dealer_ref !== null && acceptedDealers.has(user.dealer_ref)));
  const notices = new Map<string, TicketForNotice>();
  accepted.forEach(({ dealer }, i) => {
    const caseNo = caseNos.get(rows[i].id);
    if (caseNo !== undefined) notices.set(rows[i].id, ticketForNotice(rows[i], caseNo, dealer));
  });
  await writeNotifications(manager, planNoticeRows(inserted.map((row) => ({ kind: 'ticket_created' as const, ticketId: row.id })), notices, users), now);
  const byId = new Map(inserted.map((row) => [row.id, row]));
  accepted.forEach(({ index }, i) => {
    const row = byId.get(rows[i].id) as TicketRow;
    outcomes[index] = { created: { id: row.id, caseNo: row.case_no, dims: rows[i].dims, ...(options.views ? { row } : {}) } };
  });
  return outcomes;
}

/** The well-formed dealer ids among those named, once each. */
function wellFormedIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
}


/** The create command's rules for one ticket that need no dealer: who may raise it, its categories. */
function checkBeforeDealer(principal: Principal, input: CreateTicketDto, channel: TicketCreationChannel): void {
  // Who may raise a ticket of this source comes first: a refused user learns nothing about dealers.
  if (!mayCreateTicket(principal.type, input.source, channel)) throw new TicketingError('forbidden', 'Forbidden', TICKET_ERRORS.createNotAllowed);
  const problems = categoryDetails(input.type, input.complaint_categories);
  if (problems.length) throw TicketingError.invalid(problems);
}

/**
 * The rest of the rules, in the same order, on the locked dealer and the same-tel tickets read
 * before (call-centre tickets not confirmed yet); answers the dealer, or throws the refusal.
 */
async function checkDealer(principal: Principal, input: CreateTicketDto, dealer: DealerForTicket | undefined, sameTel: () => Promise<DuplicateTelWarning['existing']>): Promise<DealerForTicket> {
  const unknown = () => TicketingError.invalid([{ field: 'dealer', message: TICKET_ERRORS.dealerUnknown }]);
  if (!dealer) throw unknown();
  // A dealer outside the user's scope is one they cannot name.
  if (!inTicketScope(ticketScope(principal), { type: input.type, dealerRef: dealer.id, ...dealerPlace(input.type, dealer) })) throw unknown();
  if (dealer.status !== 'normal') throw TicketingError.invalid([{ field: 'dealer', message: TICKET_ERRORS.dealerClosed }]);
  if (needsSameTel(input)) {
    const existing = await sameTel();
    if (existing.length) throw new TicketingError('warning', 'DuplicateTel', TICKET_ERRORS.duplicateTel, undefined, { existing });
  }
  return dealer;
}

function needsSameTel(input: CreateTicketDto): boolean {
  return input.source === 'callcenter' && !input.confirm_duplicate;
}

/** A new ticket as the notice's plan reads it (loadTicketsForNotice), from the values just written. */
function ticketForNotice(row: ReturnType<typeof newTicketRow>, caseNo: string, dealer: DealerForTicket): TicketForNotice {
  const tel = columnText('tel', row.insert.columns.tel);
  return {
    id: row.id,
    case_no: caseNo,
    type: row.dims.type,
    source: row.dims.source,
    dealer_ref: dealer.id,
    dealer_code: dealer.dealer_code,
    dealer_name: dealer.dealer_name,
    branch_name: dealer.branch_name,
    area_code: row.dims.area_code,
    region: row.dims.region,
    created_date: new Date(row.dims.created_date),
    created_oa_date: new Date(row.dims.created_oa_date),
    tel: typeof tel === 'string' ? tel : null,
    sale_manager_name: dealer.sale_manager_name,
    service_manager_name: dealer.service_manager_name,
  };
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
  const created = { ticket: dims, status: 'W' as const, complaint_categories: input.complaint_categories ?? {}, car_model: input.car_model ?? null, complaint_description: typeof editable.complaint_description === 'string' ? editable.complaint_description : null };
  return { id, editable, dims, insert: { columns, created } };
}

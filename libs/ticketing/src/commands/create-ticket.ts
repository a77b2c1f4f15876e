import type { DataSource, EntityManager } from 'typeorm';
import { TICKET_ERRORS, type CreateTicketDto, type TicketView } from '@voc/contracts';
import { inTicketScope, ticketScope, type Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { appendTicketEvent, TICKET_EVENT_TYPES } from '../store/ticket-events';
import { dimensionsOf, TICKET_SELECT, toTicketView, type TicketRow } from '../store/ticket-row';
import { attachFiles } from './attach-files';
import { findSameTelThisMonth } from './duplicate-tel';
import type { StoredFile } from './stored-file';
import { categoryDetails, fieldValues, sqlValue, type EditableColumn } from './ticket-fields';

interface DealerForTicket {
  id: string;
  dealer_code: string;
  status: 'normal' | 'closed';
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
}

async function dealerFor(manager: EntityManager, principal: Principal, input: CreateTicketDto): Promise<DealerForTicket> {
  const [dealer] = await manager.query<DealerForTicket[]>(
    `SELECT id, dealer_code, status, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region
     FROM dealers WHERE id = $1 FOR SHARE`,
    [input.dealer],
  );
  const unknown = () => TicketingError.invalid([{ field: 'dealer', message: TICKET_ERRORS.dealerUnknown }]);
  if (!dealer) throw unknown();
  const showroom = input.type === 'showroom';
  const attributes = {
    type: input.type,
    dealerRef: dealer.id,
    areaCode: showroom ? dealer.sale_area_code : dealer.service_area_code,
    region: showroom ? dealer.dealer_sales_region : dealer.dealer_service_region,
  };
  // A dealer outside the user's scope is one they cannot name.
  if (!inTicketScope(ticketScope(principal), attributes)) throw unknown();
  if (dealer.status !== 'normal') throw TicketingError.invalid([{ field: 'dealer', message: TICKET_ERRORS.dealerClosed }]);
  return dealer;
}

/**
 * Case numbers: SR (showroom) or SV (service), year and month, and a running number of at least
 * six digits, drawn by the INSERT itself (one round trip less per ticket; imports create many).
 */
function caseNoPrefix(type: 'showroom' | 'service', now: Date): string {
  const yymm = now.toISOString().slice(2, 7).replace('-', '');
  return `${type === 'showroom' ? 'SR' : 'SV'}${yymm}-`;
}
const NEXT_CASE_NUMBER = `(SELECT CASE WHEN length(n) >= 6 THEN n ELSE lpad(n, 6, '0') END FROM (SELECT nextval('ticket_case_no_seq')::text AS n) s)`;

export interface CreateTicketOptions {
  /** The imported row the ticket stands for (tickets.import_key, unique): see libs/ticketing imports. */
  importKey?: string;
}

/**
 * Creates a ticket in status W with its TicketCreated event (and one TicketFileAttached event per
 * file) in one transaction. A call-centre ticket whose tel already complained this month (same
 * type) is held back with a warning until the agent confirms.
 */
export async function createTicket(
  db: DataSource,
  principal: Principal,
  input: CreateTicketDto,
  files: readonly StoredFile[],
  now = new Date(),
  options: CreateTicketOptions = {},
): Promise<TicketView> {
  checkCategories(input);
  return db.transaction((manager) => insertTicket(manager, principal, input, files, now, options));
}

/**
 * The same command inside the caller's transaction: the hotsheet import creates a batch of
 * tickets per transaction and records each row's outcome in it.
 */
export async function createTicketInTransaction(
  manager: EntityManager,
  principal: Principal,
  input: CreateTicketDto,
  files: readonly StoredFile[],
  now: Date,
  options: CreateTicketOptions = {},
): Promise<TicketView> {
  checkCategories(input);
  return insertTicket(manager, principal, input, files, now, options);
}

function checkCategories(input: CreateTicketDto): void {
  const problems = categoryDetails(input.type, input.complaint_categories);
  if (problems.length) throw TicketingError.invalid(problems);
}

async function insertTicket(
  manager: EntityManager,
  principal: Principal,
  input: CreateTicketDto,
  files: readonly StoredFile[],
  now: Date,
  options: CreateTicketOptions,
): Promise<TicketView> {
  const dealer = await dealerFor(manager, principal, input);
  if (input.source === 'callcenter' && !input.confirm_duplicate) {
    const existing = await findSameTelThisMonth(manager, input.tel, input.type, now);
    if (existing.length) throw new TicketingError('warning', 'DuplicateTel', TICKET_ERRORS.duplicateTel, undefined, { existing });
  }
  const showroom = input.type === 'showroom';
  const values = fieldValues(input);
  const columns = Object.keys(values) as EditableColumn[];
  const log = [{ updated_date: now.toISOString(), updated_by: principal.name, status: 'W' }];
  const fixed = [caseNoPrefix(input.type, now), input.type, input.source, 'W', dealer.id, showroom ? dealer.sale_area_code : dealer.service_area_code,
    showroom ? dealer.dealer_sales_region : dealer.dealer_service_region, now, input.created_oa_date ? new Date(input.created_oa_date) : now, now, JSON.stringify(log), principal.userId,
    options.importKey ?? null];
  const all = [...fixed, ...columns.map((c) => sqlValue(values[c]))];
  const placeholders = all.map((_, i) => (i === 0 ? `$1 || ${NEXT_CASE_NUMBER}` : `$${i + 1}`));
  const [row] = await manager.query<TicketRow[]>(
    `WITH t AS (
       INSERT INTO tickets (case_no, type, source, status, dealer_ref, area_code, region, created_date, created_oa_date, updated_date, logs, created_by, import_key${columns.map((c) => `, ${c}`).join('')})
       VALUES (${placeholders.join(', ')}) RETURNING *)
     SELECT ${TICKET_SELECT} FROM t JOIN dealers d ON d.id = t.dealer_ref`,
    all,
  );
  const dims = dimensionsOf(row);
  await appendTicketEvent(manager, row.id, TICKET_EVENT_TYPES.created, {
    ticket: dims,
    case_no: row.case_no,
    status: 'W',
    complaint_categories: row.complaint_categories,
    car_model: row.car_model,
  }, principal, now);
  await attachFiles(manager, row.id, dims, files, principal, now);
  return toTicketView(row);
}

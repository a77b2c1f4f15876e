import type { CreateTicketDto, TicketView } from '@voc/contracts';
import { futureTimeProblems, mayCreateTicket, type Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { toTicketView } from '../store/ticket-row';
import { attachFiles } from '../store/ticket-files';
import { createTicketsInTransaction } from './create-tickets';
import type { StoredFile } from './stored-file';
import type { UnitOfWork, SqlRunner } from '@voc/sql';

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
  uow: UnitOfWork,
  principal: Principal,
  input: CreateTicketDto,
  files: readonly StoredFile[],
  now = new Date(),
  options: CreateTicketOptions = {},
): Promise<TicketView> {
  return uow.run((manager) => createTicketInTransaction(manager, principal, input, files, now, options));
}

/** The same command inside the caller's transaction: one ticket through createTicketsInTransaction. */
export async function createTicketInTransaction(
  manager: SqlRunner,
  principal: Principal,
  input: CreateTicketDto,
  files: readonly StoredFile[],
  now: Date,
  options: CreateTicketOptions = {},
): Promise<TicketView> {
  // The times a user sent may not lie after the server's clock (issue 31); a user who may not
  // create is refused for that below, before anything else. The hotsheet import checks its rows'
  // dates in its dry run and the survey sync takes the survey service's times: neither comes here.
  if (mayCreateTicket(principal.type, input.source)) {
    const future = futureTimeProblems({ created_oa_date: input.created_oa_date, delivered_date: input.delivered_date }, now);
    if (future.length) throw TicketingError.invalid(future);
  }
  const [outcome] = await createTicketsInTransaction(manager, principal, [{ input, importKey: options.importKey }], now, { views: true });
  if ('refused' in outcome) throw outcome.refused;
  const { id, dims, row } = outcome.created;
  await attachFiles(manager, id, dims, files, principal, now);
  // Asked for with `views`: the created ticket as the api shows it.
  if (!row) throw new Error(`ticket ${id} came back without its view`);
  return toTicketView(row);
}

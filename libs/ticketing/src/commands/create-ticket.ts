import type { DataSource, EntityManager } from 'typeorm';
import type { CreateTicketDto, TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { TICKET_SELECT, toTicketView, type TicketRow } from '../store/ticket-row';
import { attachFiles } from './attach-files';
import { createTicketsInTransaction } from './create-tickets';
import type { StoredFile } from './stored-file';

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
  return db.transaction((manager) => createTicketInTransaction(manager, principal, input, files, now, options));
}

/** The same command inside the caller's transaction: one ticket through createTicketsInTransaction. */
export async function createTicketInTransaction(
  manager: EntityManager,
  principal: Principal,
  input: CreateTicketDto,
  files: readonly StoredFile[],
  now: Date,
  options: CreateTicketOptions = {},
): Promise<TicketView> {
  const [outcome] = await createTicketsInTransaction(manager, principal, [{ input, importKey: options.importKey }], now);
  if ('refused' in outcome) throw outcome.refused;
  const { id, dims } = outcome.created;
  await attachFiles(manager, id, dims, files, principal, now);
  const [row] = await manager.query<TicketRow[]>(`SELECT ${TICKET_SELECT} FROM tickets t JOIN dealers d ON d.id = t.dealer_ref WHERE t.id = $1`, [id]);
  // Written a moment ago in this very transaction.
  if (!row) throw new Error(`ticket ${id} not found right after it was created`);
  return toTicketView(row);
}

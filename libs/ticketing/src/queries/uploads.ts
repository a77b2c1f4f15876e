import type { UploadView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { FILE_ORDER, FILE_SELECT, toUploadView } from './get-ticket';
import type { SqlRunner } from '@voc/sql';

/** GET /api/uploads?ticket_id=...: a ticket's files, for users who may see the ticket. */
export async function listUploads(db: SqlRunner, principal: Principal, ticketId: string): Promise<UploadView[]> {
  const ticket = await loadTicketInScope(db, principal, ticketId, false);
  const rows = await db.query(`SELECT ${FILE_SELECT} FROM ticket_files f WHERE f.ticket_id = $1 ORDER BY ${FILE_ORDER}`, [ticket.id]);
  return rows.map(toUploadView);
}

/** One stored file for download, after checking its ticket is in the user's scope. */
export async function findUploadForDownload(db: SqlRunner, principal: Principal, fileId: string): Promise<{ storedName: string; originalname: string; mimeType: string; size: number }> {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw TicketingError.notFound();
  const [file] = await db.query<Array<{ ticket_id: string; stored_name: string; originalname: string; mime_type: string; size: number }>>(
    `SELECT ticket_id, stored_name, originalname, mime_type, size FROM ticket_files WHERE id = $1`,
    [fileId],
  );
  if (!file) throw TicketingError.notFound();
  await loadTicketInScope(db, principal, file.ticket_id, false);
  return { storedName: file.stored_name, originalname: file.originalname, mimeType: file.mime_type, size: file.size };
}

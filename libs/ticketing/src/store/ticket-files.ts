import type { SqlRunner } from '@voc/sql';
import type { Principal } from '@voc/domain';
import type { StoredFile } from '../commands/stored-file';
import { appendTicketEvent, TICKET_EVENT_TYPES, type TicketDimensions } from '@voc/events';

/** Records stored files against a ticket, one TicketFileAttached event each; answers their ids in order. */
export async function attachFiles(
  manager: SqlRunner,
  ticketId: string,
  dims: TicketDimensions,
  files: readonly StoredFile[],
  actor: Principal,
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const [row] = await manager.query<Array<{ id: string }>>(
      `INSERT INTO ticket_files (ticket_id, kind, originalname, stored_name, mime_type, size, uploaded_by, uploaded_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ticketId, file.kind, file.originalname, file.storedName, file.mimeType, file.size, actor.userId, now],
    );
    await appendTicketEvent(manager, ticketId, TICKET_EVENT_TYPES.fileAttached, { ticket: dims, file_id: row.id, kind: file.kind, originalname: file.originalname, size: file.size }, actor, now);
    ids.push(row.id);
  }
  return ids;
}

/** How many files of each kind a ticket already has (the limits count them too). */
export async function fileCounts(manager: SqlRunner, ticketId: string): Promise<{ image: number; pdf: number }> {
  const rows = await manager.query<Array<{ kind: 'image' | 'pdf'; n: string }>>(`SELECT kind, count(*) AS n FROM ticket_files WHERE ticket_id = $1 GROUP BY kind`, [ticketId]);
  return { image: Number(rows.find((r) => r.kind === 'image')?.n ?? 0), pdf: Number(rows.find((r) => r.kind === 'pdf')?.n ?? 0) };
}

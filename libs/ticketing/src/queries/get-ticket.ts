import type { TicketDetailView, UploadView, VerificationView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { abilitiesFor } from '../commands/abilities';
import { loadTicketInScope } from '../store/load-ticket';
import { toTicketView } from '../store/ticket-row';
import type { SqlRunner } from '@voc/persistence';

interface FileRow {
  id: string;
  ticket_id: string;
  kind: 'image' | 'pdf';
  originalname: string;
  uploaded_by_name: string | null;
  uploaded_date: Date;
  size: number;
}

export function toUploadView(row: FileRow): UploadView {
  return {
    _id: row.id,
    ticket_id: row.ticket_id,
    kind: row.kind,
    originalname: row.originalname,
    uploaded_by: row.uploaded_by_name,
    uploaded_date: row.uploaded_date.toISOString(),
    size: row.size,
    path: `/api/uploads/${row.id}/content`,
  };
}

/** Files in the order they were attached (their events' order; one request shares one time). */
export const FILE_ORDER = `f.uploaded_date, (SELECT e.position FROM ticket_events e WHERE e.ticket_id = f.ticket_id AND e.type = 'TicketFileAttached' AND e.payload->>'file_id' = f.id::text)`;

export const FILE_SELECT = `f.id, f.ticket_id, f.kind, f.originalname, f.uploaded_date, f.size,
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = f.uploaded_by) AS uploaded_by_name`;

/** A ticket with its files, its verification history (from the log) and what the user may do. */
export async function getTicketDetail(db: SqlRunner, principal: Principal, id: string, now = new Date()): Promise<TicketDetailView> {
  const row = await loadTicketInScope(db, principal, id, false);
  const [files, verifications] = await Promise.all([
    db.query<FileRow[]>(`SELECT ${FILE_SELECT} FROM ticket_files f WHERE f.ticket_id = $1 ORDER BY ${FILE_ORDER}`, [row.id]),
    db.query<Array<{ position: string; occurred_at: Date; actor_name: string | null; payload: { verify_status: VerificationView['verify_status']; review: VerificationView['review'] } }>>(
      `SELECT e.position, e.occurred_at, e.payload,
         (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = e.actor_id) AS actor_name
       FROM ticket_events e WHERE e.ticket_id = $1 AND e.type = 'TicketVerified' ORDER BY e.position DESC`,
      [row.id],
    ),
  ]);
  const uploads = files.map(toUploadView);
  return {
    ...toTicketView(row),
    imageFiles: uploads.filter((f) => f.kind === 'image'),
    pdfFiles: uploads.filter((f) => f.kind === 'pdf'),
    verifications: verifications.map((v) => ({
      position: v.position,
      verified_at: v.occurred_at.toISOString(),
      verified_by: v.actor_name,
      verify_status: v.payload.verify_status,
      review: v.payload.review,
    })),
    allowed: abilitiesFor(principal, row.status, row.approved_date, now),
  };
}

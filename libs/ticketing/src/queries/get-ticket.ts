import type { TicketDetailView, VerificationView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { abilitiesFor } from '../commands/abilities';
import { loadTicketInScope } from '../store/load-ticket';
import { toTicketView } from '../store/ticket-row';
import type { SqlRunner } from '@voc/sql';
import { FILE_ORDER, FILE_SELECT, toUploadView, type FileRow } from './ticket-files';
import { readTicketActivity, readTicketDeadlines } from './ticket-activity';

export { FILE_ORDER, FILE_SELECT, toUploadView } from './ticket-files';

/** A ticket with its files, its verification history (from the log) and what the user may do. */
export async function getTicketDetail(db: SqlRunner, principal: Principal, id: string, now = new Date()): Promise<TicketDetailView> {
  const row = await loadTicketInScope(db, principal, id, false);
  const [files, verifications, activity, deadlines] = await Promise.all([
    db.query<FileRow[]>(`SELECT ${FILE_SELECT} FROM ticket_files f WHERE f.ticket_id = $1 ORDER BY ${FILE_ORDER}`, [row.id]),
    db.query<Array<{ position: string; occurred_at: Date; actor_name: string | null; payload: { verify_status: VerificationView['verify_status']; review: VerificationView['review'] } }>>(
      `SELECT e.position, e.occurred_at, e.payload,
         (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = e.actor_id) AS actor_name
       FROM ticket_events e WHERE e.ticket_id = $1 AND e.type = 'TicketVerified' ORDER BY e.position DESC`,
      [row.id],
    ),
    readTicketActivity(db, row.id, null),
    readTicketDeadlines(db, row.id, row.created_date, now),
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
    activity: activity.result,
    activity_position: activity.position,
    deadlines,
  };
}

import type { UploadView } from '@voc/contracts';

export interface FileRow {
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


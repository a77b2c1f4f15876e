import type { TicketActivityDetail, TicketActivityView, TicketDeadlineView, TicketOwnerView } from '@voc/contracts';
import { ticketDeadlines, type KpiTimes, type TicketStatus } from '@voc/domain';
import type { SqlRunner } from '@voc/sql';
import { FILE_SELECT, toUploadView, type FileRow } from './ticket-files';

/** Entries one read answers at most (a ticket's log is short; a runaway one stays bounded). */
const ACTIVITY_LIMIT = 300;

interface EventRow {
  position: string;
  type: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  payload: Record<string, unknown>;
}

/**
 * A ticket's log as people read it (issue 32), newest first, after `after` when given: notes,
 * moves, edits, owner changes, files. The notification events are the outbox's business and not
 * shown. Names are read now (who the actor, owner or file is).
 */
export async function readTicketActivity(db: SqlRunner, ticketId: string, after: string | null): Promise<{ result: TicketActivityView[]; position: string }> {
  const [events, [{ position }]] = await Promise.all([
    db.query<EventRow[]>(
      `SELECT e.position::text AS position, e.type, e.occurred_at, e.actor_id, e.payload,
         (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = e.actor_id) AS actor_name
       FROM ticket_events e
       WHERE e.ticket_id = $1 AND e.type NOT LIKE 'Notification%' AND ($2::bigint IS NULL OR e.position > $2::bigint)
       ORDER BY e.position DESC LIMIT ${ACTIVITY_LIMIT}`,
      [ticketId, after],
    ),
    db.query<Array<{ position: string }>>(`SELECT coalesce(max(position), 0)::text AS position FROM ticket_events WHERE ticket_id = $1`, [ticketId]),
  ]);
  const [files, people] = await Promise.all([notesFiles(db, events), ownerNames(db, events)]);
  const result = events.flatMap((e) => {
    const detail = detailOf(e, files, people);
    return detail ? [{ position: e.position, occurred_at: e.occurred_at.toISOString(), actor_id: e.actor_id, actor_name: e.actor_name, detail }] : [];
  });
  return { result, position };
}

async function notesFiles(db: SqlRunner, events: EventRow[]) {
  const ids = events.filter((e) => e.type === 'TicketNoteAdded' && e.payload['file_id']).map((e) => String(e.payload['file_id']));
  if (!ids.length) return new Map<string, ReturnType<typeof toUploadView>>();
  const rows = await db.query<FileRow[]>(`SELECT ${FILE_SELECT} FROM ticket_files f WHERE f.id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.id, toUploadView(r)]));
}

async function ownerNames(db: SqlRunner, events: EventRow[]) {
  const ids = events.filter((e) => e.type === 'TicketOwnerAssigned').flatMap((e) => [e.payload['owner_id'], e.payload['previous_owner_id']]).filter((id): id is string => typeof id === 'string');
  if (!ids.length) return new Map<string, string>();
  const rows = await db.query<Array<{ id: string; name: string }>>(`SELECT id, first_name || ' ' || last_name AS name FROM users WHERE id = ANY($1::uuid[])`, [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

function detailOf(e: EventRow, files: Map<string, ReturnType<typeof toUploadView>>, people: Map<string, string>): TicketActivityDetail | null {
  const p = e.payload;
  const person = (id: unknown): TicketOwnerView | null => (typeof id === 'string' ? { _id: id, name: people.get(id) ?? '' } : null);
  switch (e.type) {
    case 'TicketCreated':
      return { kind: 'created', status: p['status'] as TicketStatus };
    case 'TicketUpdated':
      return { kind: 'updated', fields: Object.keys((p['changes'] as Record<string, unknown>) ?? {}) };
    case 'TicketStatusChanged':
      return { kind: 'status', from: p['from'] as TicketStatus, to: p['to'] as TicketStatus };
    case 'TicketCancelled':
      return { kind: 'cancelled', from: p['from'] as TicketStatus, reason: String(p['reason'] ?? '') };
    case 'TicketVerified':
      return { kind: 'verified', verify_status: String(p['verify_status'] ?? '') };
    case 'TicketLogsUpdated':
      return { kind: 'logs' };
    case 'TicketFileAttached':
      return { kind: 'file', name: String(p['originalname'] ?? '') };
    case 'TicketNoteAdded':
      return { kind: 'note', text: String(p['text'] ?? ''), file: typeof p['file_id'] === 'string' ? (files.get(p['file_id']) ?? null) : null };
    case 'TicketOwnerAssigned':
      return { kind: 'owner', owner: person(p['owner_id']), previous: person(p['previous_owner_id']) };
    default:
      return null;
  }
}

/**
 * The ticket's KPI deadlines (issue 32), from its own log: reached C (contact), S (solution), B
 * (completion), its first verification after completion, and its cancellation; counted in calendar
 * hours from created_date, as the KPI projection's default clock does.
 */
export async function readTicketDeadlines(db: SqlRunner, ticketId: string, createdAt: Date, now: Date): Promise<TicketDeadlineView[]> {
  const [row] = await db.query<Array<{ contact: Date | null; solution: Date | null; closed: Date | null; cancelled: Date | null; checked: Date | null }>>(
    `WITH e AS (SELECT type, payload, occurred_at FROM ticket_events WHERE ticket_id = $1 AND type IN ('TicketStatusChanged', 'TicketCancelled', 'TicketVerified')),
          closed AS (SELECT min(occurred_at) AS at FROM e WHERE type = 'TicketStatusChanged' AND payload->>'to' = 'B')
     SELECT (SELECT min(occurred_at) FROM e WHERE type = 'TicketStatusChanged' AND payload->>'to' = 'C') AS contact,
            (SELECT min(occurred_at) FROM e WHERE type = 'TicketStatusChanged' AND payload->>'to' = 'S') AS solution,
            (SELECT at FROM closed) AS closed,
            (SELECT min(occurred_at) FROM e WHERE type = 'TicketCancelled') AS cancelled,
            (SELECT min(occurred_at) FROM e, closed WHERE type = 'TicketVerified' AND occurred_at >= closed.at) AS checked`,
    [ticketId],
  );
  const times: KpiTimes = {
    receivedAt: createdAt,
    firstContactAt: row.contact,
    solutionAt: row.solution,
    closedAt: row.closed,
    satisfactionAt: row.checked,
    satisfied: null,
    smsReceived: null,
    cancelledAt: row.cancelled,
  };
  return ticketDeadlines(times, now).map((d) => ({ kpi: d.kpi, due_at: d.dueAt.toISOString(), done_at: d.doneAt?.toISOString() ?? null, met: d.met, next: d.next }));
}

import type { SqlRunner } from '@voc/sql';

/** The position of the ticket's newest event in the log (as text: a bigint), its history's high-water mark. */
export async function lastEventPosition(db: SqlRunner, ticketId: string): Promise<string> {
  const [{ position }] = await db.query<Array<{ position: string }>>(`SELECT max(position)::text AS position FROM ticket_events WHERE ticket_id = $1`, [ticketId]);
  return position;
}

import { lastClosedMonth, monthCloseAt, monthsThrough, nextMonth, thaiMonth } from '@voc/domain';
import type { TicketEvent } from '@voc/events';
import { FROZEN_MONTHS } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';

export type FreezingProjection = 'tickets' | 'voc';

/** Copies the given months' figures aside (the projection's own tables), as they stand now. */
export type FreezeMonths = (months: readonly string[]) => Promise<void>;

/** The latest month `projection` (not partitioned: its partition 0) has frozen (YYYY-MM-DD), or null. */
async function frozenThrough(manager: SqlRunner, schema: string, projection: FreezingProjection): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(max(month), 'YYYY-MM-DD') AS month FROM ${schema}.${FROZEN_MONTHS.name} WHERE projection = $1 AND partition = 0`, [projection]);
  return row?.month ?? null;
}

/**
 * Applies a batch of ticket events with month-end freezing: before the first event that happened
 * at or after a month's close (libs/domain lastClosedMonth), every month up to the closed one that
 * is not frozen yet is frozen, from the first month the projection holds a ticket of (contiguous
 * from there). What the months hold at that point is exactly the log before that event, so the
 * same log gives the same frozen figures however it is batched (a rebuild freezes the same).
 *
 * `firstMonth` answers the earliest month of receipt the projection holds (null when none).
 */
export async function applyWithMonthFreezes(
  manager: SqlRunner,
  schema: string,
  projection: FreezingProjection,
  closeDay: number | null,
  events: readonly TicketEvent[],
  apply: (events: readonly TicketEvent[]) => Promise<void>,
  freeze: FreezeMonths,
  firstMonth: () => Promise<string | null>,
): Promise<void> {
  if (closeDay === null) return apply(events);
  let through = await frozenThrough(manager, schema, projection);
  // Until something is frozen: the earliest month held, kept current as the batch creates tickets.
  let earliest: string | null | undefined = through === null ? await firstMonth() : undefined;
  let start = 0;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const closed = lastClosedMonth(new Date(event.occurred_at), closeDay);
    if (through === null || closed > through) {
      const from = through !== null ? nextMonth(through) : earliest;
      if (from && from <= closed) {
        await apply(events.slice(start, i));
        start = i;
        const months = monthsThrough(from, closed);
        await freeze(months);
        await manager.query(
          `INSERT INTO ${schema}.${FROZEN_MONTHS.name} (projection, month, frozen_on, position)
           SELECT $1, m::date, c::timestamptz, $4 FROM unnest($2::text[], $3::text[]) AS f(m, c)`,
          [projection, months, months.map((m) => monthCloseAt(m, closeDay).toISOString()), event.position],
        );
        through = closed;
        earliest = undefined;
      }
    }
    if (event.type === 'TicketCreated' && earliest !== undefined) {
      const received = thaiMonth(event.payload.ticket.created_date);
      if (earliest === null || received < earliest) earliest = received;
    }
  }
  await apply(events.slice(start));
}

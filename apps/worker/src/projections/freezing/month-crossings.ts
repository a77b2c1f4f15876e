import type { SqlRunner } from '@voc/sql';
import { lastClosedMonth, monthCloseAt, monthsThrough, nextMonth, thaiMonth } from '@voc/domain';
import { earliestCreatedThrough, firstEventFrom, logMoments, type Checkpoint, type LogMoment } from '@voc/events';

/** A month-end crossing: the first event of the whole log at or after a close, and the months it freezes. */
export interface MonthCrossing {
  tx_id: string;
  position: string;
  months: string[];
}

function crossingAt(moment: LogMoment, months: string[]): MonthCrossing {
  return { tx_id: moment.tx_id, position: moment.position, months };
}

/**
 * The month-end crossings of the WHOLE ticket log in (after, end], for a partition that has frozen
 * every month through `through` (null: none yet). The same rule as applyWithMonthFreezes over an
 * unpartitioned log, evaluated on every event of the log rather than the partition's own, so every
 * partition finds the same crossing, at the same event, freezing the same months:
 * - once something is frozen, the next crossing is the first event at or after the close of the
 *   month after `through`; it freezes every month from there to the latest one closed at its time;
 * - before anything is frozen, it is the first event at whose time a month is closed that is not
 *   before the earliest month of receipt of the tickets created before it (in the whole log); it
 *   freezes every month from that earliest one.
 */
export async function monthCrossings(log: SqlRunner, closeDay: number, through: string | null, after: Checkpoint, end: Checkpoint): Promise<MonthCrossing[]> {
  const crossings: MonthCrossing[] = [];
  let cursor = after;
  let frozen = through;
  if (frozen === null) {
    const created = await earliestCreatedThrough(log, after);
    let earliest = created ? thaiMonth(created) : null;
    for (const moment of await logMoments(log, after, end)) {
      const closed = lastClosedMonth(new Date(moment.occurred_at), closeDay);
      if (earliest !== null && earliest <= closed) {
        crossings.push(crossingAt(moment, monthsThrough(earliest, closed)));
        frozen = closed;
        cursor = { tx: moment.tx_id, position: moment.position };
        break;
      }
      if (moment.created_date !== null) {
        const received = thaiMonth(moment.created_date);
        if (earliest === null || received < earliest) earliest = received;
      }
    }
    if (frozen === null) return crossings;
  }
  for (;;) {
    const from = nextMonth(frozen);
    const moment = await firstEventFrom(log, cursor, end, monthCloseAt(from, closeDay));
    if (!moment) return crossings;
    const closed = lastClosedMonth(new Date(moment.occurred_at), closeDay);
    crossings.push(crossingAt(moment, monthsThrough(from, closed)));
    frozen = closed;
    cursor = { tx: moment.tx_id, position: moment.position };
  }
}

/** Whether event (tx, position) `a` comes before `b` in log order. */
export function before(a: { tx_id: string; position: string }, b: { tx_id: string; position: string }): boolean {
  const ta = BigInt(a.tx_id);
  const tb = BigInt(b.tx_id);
  return ta < tb || (ta === tb && BigInt(a.position) < BigInt(b.position));
}

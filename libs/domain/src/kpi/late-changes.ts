/**
 * Late changes of a closed month (issue 31, "late changes"). When a month closes (month-close.ts)
 * its figures are frozen; what happens to its tickets afterwards is shown beside the final figures
 * as late changes. A late change is a ticket whose part in the month's figures is not what it was
 * at the close: not a ticket that was merely touched (a note, a field no figure reads), but one
 * whose figures moved, counted once however often they moved:
 * - a figure value differs (a KPI met or missed, a category, a dealer, a cancellation);
 * - a deadline that was still ahead at the close has passed since (undecided then, missed now):
 *   the frozen figures judged it as of the close, the month's figures now judge it as of now;
 * - the ticket counts now and did not at the close (a straggler: a back-dated import, an event
 *   dated before the close that came in after it), or counted then and no longer does (deleted).
 * A ticket whose figures moved and moved back is not a late change: its part is as it was.
 *
 * Compared as states (at the close against now), the rule does not depend on where in the log the
 * close fell: the figures at the close are exactly those the projection froze, in the order it
 * applied the events.
 */

/** One value a month's figures read of a ticket. */
export type FigureValue = string | number | boolean | null | readonly string[];

/** What a month's figures read of one ticket, or null when they do not count it (absent, deleted). */
export type TicketFigures = Readonly<Record<string, FigureValue>> | null;

/**
 * What the figures read of `row` (a per-ticket projection row): the values of `fields`, or null
 * when there is no row or the row is deleted (a deleted ticket counts in no figure).
 */
export function ticketFigures(row: Readonly<Record<string, unknown>> | null | undefined, fields: readonly string[]): TicketFigures {
  if (!row || row['deleted'] === true) return null;
  const figures: Record<string, FigureValue> = {};
  for (const field of fields) {
    if (!(field in row)) throw new RangeError(`a ticket's figures read "${field}", which its row does not have`);
    figures[field] = row[field] as FigureValue;
  }
  return figures;
}

/** Numbers compare by value (a numeric column may come back as "1.50" or 1.5); lists as sets. */
function sameValue(a: FigureValue | undefined, b: FigureValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    const left = [...(a as readonly string[])].sort();
    const right = [...(b as readonly string[])].sort();
    return left.length === right.length && left.every((value, i) => value === right[i]);
  }
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  const numeric = (v: FigureValue) => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : null);
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== null && nb !== null && (typeof a === 'number' || typeof b === 'number')) return na === nb;
  return a === b;
}

/** Whether a ticket of a closed month is a late change: its figures now are not those of the close. */
export function isLateChange(atClose: TicketFigures, now: TicketFigures): boolean {
  if (atClose === null || now === null) return atClose !== now;
  const fields = new Set([...Object.keys(atClose), ...Object.keys(now)]);
  for (const field of fields) if (!sameValue(atClose[field], now[field])) return true;
  return false;
}

/** How many of a month's tickets (their figures at the close and now) are late changes: each ticket once. */
export function lateChangeCount(tickets: Iterable<{ atClose: TicketFigures; now: TicketFigures }>): number {
  let count = 0;
  for (const { atClose, now } of tickets) if (isLateChange(atClose, now)) count++;
  return count;
}

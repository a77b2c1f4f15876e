import { lastClosedMonth, monthCloseAt, monthsThrough, nextMonth } from '@voc/domain';
import type { LoggedEvent } from '@voc/events';
import { columnNames, FROZEN_MONTHS, VOICE_FREEZING, VOICE_FROZEN_PAIRS, type VoiceFreezingProjection } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { rollupSelect } from './voice.projection';

/** The latest month `projection` has frozen (YYYY-MM-DD), or null. */
async function frozenThrough(manager: SqlRunner, schema: string, projection: VoiceFreezingProjection): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(max(month), 'YYYY-MM-DD') AS month FROM ${schema}.${FROZEN_MONTHS.name} WHERE projection = $1 AND partition = 0`, [projection]);
  return row?.month ?? null;
}

/** The earliest month of a source's texts (null when it has none yet). */
async function firstMonth(manager: SqlRunner, schema: string, source: string): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(min(month), 'YYYY-MM-DD') AS month FROM ${schema}.voice_texts WHERE source = $1`, [source]);
  return row?.month ?? null;
}

/**
 * Copies the roll-ups of `months` of one source aside as they stand (recounted from voice_texts,
 * so a replay that defers its roll-ups freezes the same rows).
 */
export async function freezeVoiceMonths(manager: SqlRunner, schema: string, source: string, months: readonly string[]): Promise<void> {
  for (const [live, frozen] of VOICE_FROZEN_PAIRS) {
    await manager.query(`INSERT INTO ${schema}.${frozen.name} (${columnNames(live).join(', ')}) ${rollupSelect(schema, live, '', 'AND t.source = $1 AND t.month = ANY($2::date[])')}`, [source, months]);
  }
}

/**
 * Applies a batch of one log to the voice projection with month-end freezing, as the tickets and
 * VOC projections freeze (apply-with-month-freezes): before the first event at or after a month's
 * close (`timeOf`: when the product learned of it), every month of the source up to the closed one
 * not frozen yet is copied aside, from the first month the source holds a text of, so the same log
 * freezes the same figures however it is batched (a rebuild freezes the same). `monthOf` answers
 * the month of the text an event may write (null: none), so that the first month is read again
 * only when it could decide a freeze. `closeDay` null never freezes.
 */
export async function applyVoiceWithMonthFreezes<E extends LoggedEvent>(
  manager: SqlRunner,
  schema: string,
  projection: VoiceFreezingProjection,
  closeDay: number | null,
  events: readonly E[],
  timing: { timeOf: (event: E) => Date; monthOf: (event: E) => string | null },
  apply: (events: readonly E[]) => Promise<void>,
): Promise<void> {
  if (closeDay === null) return apply(events);
  const source = VOICE_FREEZING[projection];
  let through = await frozenThrough(manager, schema, projection);
  // Until something is frozen: the earliest month of a text the source holds, read from what is
  // written (an event that may write a text may also write none: an empty description), so the
  // same log freezes the same months however it is batched. `bound` is a lower bound of it from
  // the events applied since the last read; the table is read again only when that bound could
  // decide a freeze.
  let earliest: string | null = through === null ? await firstMonth(manager, schema, source) : null;
  let bound: string | null = earliest;
  let start = 0;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const closed = lastClosedMonth(timing.timeOf(event), closeDay);
    if (through === null && bound !== null && bound <= closed && bound !== earliest) {
      await apply(events.slice(start, i));
      start = i;
      earliest = await firstMonth(manager, schema, source);
      bound = earliest;
    }
    if (through === null || closed > through) {
      const from = through !== null ? nextMonth(through) : earliest;
      if (from && from <= closed) {
        await apply(events.slice(start, i));
        start = i;
        const months = monthsThrough(from, closed);
        await freezeVoiceMonths(manager, schema, source, months);
        await manager.query(
          `INSERT INTO ${schema}.${FROZEN_MONTHS.name} (projection, month, frozen_on, position)
           SELECT $1, m::date, c::timestamptz, $4 FROM unnest($2::text[], $3::text[]) AS f(m, c)`,
          [projection, months, months.map((m) => monthCloseAt(m, closeDay).toISOString()), event.position],
        );
        through = closed;
      }
    }
    if (through === null) {
      const month = timing.monthOf(event);
      if (month && (bound === null || month < bound)) bound = month;
    }
  }
  await apply(events.slice(start));
}

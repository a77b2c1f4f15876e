import type { DayHours, WeekdayGroup, WorkingHours } from '../dealers/dealer-status';
import { BANGKOK_OFFSET_MS } from '../locale/thai-time';

/**
 * How KPI deadlines count time. By default calendar hours; a deployment may choose to count only
 * each dealer's working hours (SPEC.md §3 dealer working hours), in Thai time (UTC+7, no DST).
 */
export interface KpiClock {
  /** Hours counted between two moments (0 when `to` is not after `from`). */
  elapsedHours(from: Date, to: Date): number;
  /** The moment `hours` counted hours after `from`. */
  addHours(from: Date, hours: number): Date;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const calendarClock: KpiClock = {
  elapsedHours: (from, to) => Math.max(0, (to.getTime() - from.getTime()) / HOUR),
  addHours: (from, hours) => new Date(from.getTime() + hours * HOUR),
};

export const KPI_CLOCKS = ['calendar', 'working_hours'] as const;
export type KpiClockKind = (typeof KPI_CLOCKS)[number];

function groupOf(thaiDayStart: number): WeekdayGroup {
  const weekday = new Date(thaiDayStart).getUTCDay(); // thaiDayStart is shifted: UTC fields read as Thai
  return weekday === 0 ? 'sunday' : weekday === 6 ? 'saturday' : 'monday_to_friday';
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** The open interval of one Thai day, as real UTC milliseconds, or null when closed. */
function openInterval(hours: WorkingHours, thaiDayStart: number): [number, number] | null {
  const day: DayHours | undefined = hours[groupOf(thaiDayStart)];
  if (!day || !day.open || !day.close) return null;
  const realDayStart = thaiDayStart - BANGKOK_OFFSET_MS;
  return [realDayStart + minutes(day.open) * 60_000, realDayStart + minutes(day.close) * 60_000];
}

function thaiDayStartOf(at: number): number {
  const shifted = at + BANGKOK_OFFSET_MS;
  return shifted - (shifted % DAY);
}

function isAlwaysClosed(hours: WorkingHours): boolean {
  return (['monday_to_friday', 'saturday', 'sunday'] as const).every((g) => !hours[g]?.open || !hours[g]?.close);
}

/** Counts only the dealer's opening hours; a dealer with no hours at all falls back to calendar time. */
export function workingHoursClock(hours: WorkingHours): KpiClock {
  if (isAlwaysClosed(hours)) return calendarClock;
  return {
    elapsedHours(from, to) {
      let total = 0;
      for (let day = thaiDayStartOf(from.getTime()); day - BANGKOK_OFFSET_MS < to.getTime(); day += DAY) {
        const open = openInterval(hours, day);
        if (!open) continue;
        const start = Math.max(open[0], from.getTime());
        const end = Math.min(open[1], to.getTime());
        if (end > start) total += end - start;
      }
      return total / HOUR;
    },
    addHours(from, hoursToAdd) {
      let left = hoursToAdd * HOUR;
      for (let day = thaiDayStartOf(from.getTime()); ; day += DAY) {
        const open = openInterval(hours, day);
        if (!open) continue;
        const start = Math.max(open[0], from.getTime());
        if (open[1] <= start) continue;
        if (start + left <= open[1]) return new Date(start + left);
        left -= open[1] - start;
      }
    },
  };
}

import { BANGKOK_OFFSET_MS, dayNumberText } from '../locale/thai-time';

/**
 * The weekly digest (issue 33): sent Monday 08:00 Bangkok time, about the week that ended at the
 * Monday's midnight (Monday 00:00 to Monday 00:00, Thai time), with three lists for the
 * subscriber's scope:
 * - breaches: open tickets whose KPI deadline passed within the week and is still breached;
 * - due soon: open tickets, not breached, whose next deadline falls within DUE_SOON_HORIZON_HOURS of
 *   the send;
 * - new low scores: survey responses with a low score (NPS 0-6, or not satisfied) received within
 *   the week.
 */
/** Monday 08:00 (with the Asia/Bangkok zone): the schedule's pattern. */
export const DIGEST_CRON = '0 8 * * 1';
export const DUE_SOON_HORIZON_HOURS = 72;
/** At most this many lines per list in one mail (the counts are always whole). */
export const DIGEST_LIST_LIMIT = 20;

const DAY_MS = 24 * 3600 * 1000;

export interface DigestWeek {
  /** Monday 00:00 Thai time, the first instant of the week. */
  start: Date;
  /** The next Monday 00:00 Thai time (not in the week). */
  end: Date;
  /** The week's first Thai day (YYYY-MM-DD): the digest's period. */
  period: string;
  /** Its last Thai day (Sunday). */
  lastDay: string;
}

/** The hour (Thai time) of Monday the digest goes at. */
export const DIGEST_HOUR = 8;

/**
 * Whether the digest of the week just ended is owed at `at`: from Monday 08:00 to the end of that
 * Monday, Thai time. The 08:00 schedule sends it; the worker's hourly check sends it too within
 * this window when the worker was down at 08:00 (one mail per user and week either way).
 */
export function digestOwed(at: Date): boolean {
  const shifted = at.getTime() + BANGKOK_OFFSET_MS;
  const day = Math.floor(shifted / DAY_MS);
  const hour = Math.floor((shifted - day * DAY_MS) / 3600_000);
  return (((day + 3) % 7) + 7) % 7 === 0 && hour >= DIGEST_HOUR;
}

/** The last whole week (Monday to Sunday, Thai time) that ended at or before `at`. */
export function digestWeek(at: Date): DigestWeek {
  const thaiDay = Math.floor((at.getTime() + BANGKOK_OFFSET_MS) / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on a Monday.
  const sinceMonday = (((thaiDay + 3) % 7) + 7) % 7;
  const endDay = thaiDay - sinceMonday;
  const startDay = endDay - 7;
  return {
    start: new Date(startDay * DAY_MS - BANGKOK_OFFSET_MS),
    end: new Date(endDay * DAY_MS - BANGKOK_OFFSET_MS),
    period: dayNumberText(startDay),
    lastDay: dayNumberText(endDay - 1),
  };
}

export interface DigestTicket {
  closed: boolean;
  liveState: 'on_time' | 'due_soon' | 'breached' | 'done';
  nextDueAt: Date | null;
}

/** A breach of the week: an open ticket still breached whose deadline passed within the week. */
export function isWeekBreach(ticket: DigestTicket, week: DigestWeek): boolean {
  return !ticket.closed && ticket.liveState === 'breached' && ticket.nextDueAt !== null && ticket.nextDueAt >= week.start && ticket.nextDueAt < week.end;
}

/** Due soon at the send: open, not breached, its next deadline within DUE_SOON_HORIZON_HOURS from `now`. */
export function isDueSoon(ticket: DigestTicket, now: Date): boolean {
  if (ticket.closed || ticket.nextDueAt === null || ticket.liveState === 'breached' || ticket.liveState === 'done') return false;
  const left = ticket.nextDueAt.getTime() - now.getTime();
  return left >= 0 && left < DUE_SOON_HORIZON_HOURS * 3600 * 1000;
}

/** A new low score of the week: received on a Thai day within it (`day` YYYY-MM-DD). */
export function isNewLowScore(score: { day: string }, week: DigestWeek): boolean {
  return score.day >= week.period && score.day <= week.lastDay;
}

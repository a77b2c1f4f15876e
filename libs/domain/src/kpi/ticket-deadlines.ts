import { calendarClock, type KpiClock } from './kpi-clock';
import { KPI_HOURS, kpiOutcomes, nextDeadline, type KpiTimes } from './kpi-deadlines';

/** The deadlines a ticket page shows, in the order a ticket meets them. */
export const TICKET_PAGE_DEADLINES = ['kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi5a'] as const;
export type TicketPageDeadline = (typeof TICKET_PAGE_DEADLINES)[number];

export interface TicketDeadline {
  kpi: TicketPageDeadline;
  dueAt: Date;
  doneAt: Date | null;
  /** true met, false missed, null not decided yet. */
  met: boolean | null;
  /** The deadline the ticket faces next (nextDeadline's). */
  next: boolean;
}

/**
 * Every KPI deadline of one ticket (SPEC.md §9) as its page shows them (issue 32): due when, done
 * when, met or missed, and which one comes next. The satisfaction check has a deadline only once
 * the ticket is completed. The same rules as the KPI projection (kpiOutcomes, nextDeadline).
 */
export function ticketDeadlines(t: KpiTimes, now: Date, clock: KpiClock = calendarClock): TicketDeadline[] {
  const outcomes = kpiOutcomes(t, now, clock);
  const next = nextDeadline(t, clock);
  const rows: Array<[TicketPageDeadline, Date | null, Date | null, number]> = [
    ['kpi2a', t.receivedAt, t.firstContactAt, KPI_HOURS.kpi2a],
    ['kpi2', t.receivedAt, t.firstContactAt, KPI_HOURS.kpi2],
    ['kpi3', t.receivedAt, t.solutionAt, KPI_HOURS.kpi3],
    ['kpi4a', t.receivedAt, t.closedAt, KPI_HOURS.kpi4a],
    ['kpi5a', t.closedAt, t.satisfactionAt, KPI_HOURS.kpi5],
  ];
  return rows
    .filter(([, start]) => start !== null)
    .map(([kpi, start, doneAt, hours]) => ({
      kpi,
      dueAt: clock.addHours(start as Date, hours),
      doneAt,
      met: outcomes[kpi],
      next: next?.kpi === kpi,
    }));
}

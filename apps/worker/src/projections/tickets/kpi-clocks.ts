import { calendarClock, versionAt, workingHoursClock, type KpiClock, type KpiClockKind } from '@voc/domain';
import { DealerVersionsRepository, type DealerVersion } from '@voc/persistence';
import { type SqlRunner } from '@voc/sql';

/** What picks a ticket's KPI clock: its dealer branch and when it was received. */
export interface ClockTicket {
  dealer_ref: string;
  received_at: string | Date;
}

export type ClockFor = (ticket: ClockTicket) => KpiClock;

/**
 * The KPI clock of each ticket involved: calendar time, or the working hours its dealer had when
 * the ticket was received (issue 31: read from the dealer's dated history, dealer_versions, never
 * from today's row), so a change of hours never moves a deadline already set, and a rebuild
 * sets the same deadlines as the live projection did.
 */
export async function kpiClocks(manager: SqlRunner, kind: KpiClockKind, tickets: readonly ClockTicket[]): Promise<ClockFor> {
  if (kind === 'calendar' || tickets.length === 0) return () => calendarClock;
  const versions = await new DealerVersionsRepository(manager).versionsOf(tickets.map((ticket) => ticket.dealer_ref));
  const byDealer = new Map<string, DealerVersion[]>();
  for (const version of versions) byDealer.set(version.dealerRef, [...(byDealer.get(version.dealerRef) ?? []), version]);
  const clocks = new Map<DealerVersion, KpiClock>();
  return (ticket) => {
    const version = versionAt(byDealer.get(ticket.dealer_ref) ?? [], ticket.received_at);
    if (!version) return calendarClock;
    let clock = clocks.get(version);
    if (!clock) clocks.set(version, (clock = workingHoursClock(version.workingHours)));
    return clock;
  };
}

/** The clock-picking facts of a ticket event (every event repeats its ticket's dealer and receipt). */
export function clockTicketOf(event: { payload: { ticket: { dealer_ref: string; created_date: string } } }): ClockTicket {
  return { dealer_ref: event.payload.ticket.dealer_ref, received_at: event.payload.ticket.created_date };
}

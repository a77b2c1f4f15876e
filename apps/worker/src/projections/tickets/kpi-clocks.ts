import type { EntityManager } from 'typeorm';
import { calendarClock, workingHoursClock, type KpiClock, type KpiClockKind, type WorkingHours } from '@voc/domain';

export type ClockFor = (dealerRef: string) => KpiClock;

/** The KPI clock of each dealer involved: calendar time, or the dealer's own working hours. */
export async function kpiClocks(manager: EntityManager, kind: KpiClockKind, dealerRefs: readonly string[]): Promise<ClockFor> {
  if (kind === 'calendar' || dealerRefs.length === 0) return () => calendarClock;
  const rows = await manager.query<Array<{ id: string; working_hours: WorkingHours }>>(`SELECT id, working_hours FROM dealers WHERE id = ANY($1::uuid[])`, [[...new Set(dealerRefs)]]);
  const clocks = new Map(rows.map((row) => [row.id, workingHoursClock(row.working_hours)]));
  return (dealerRef) => clocks.get(dealerRef) ?? calendarClock;
}

import type { EntityManager } from 'typeorm';
import type { KpiClockKind } from '@voc/domain';
import { recomputeKpiMonthly } from './kpi-monthly.projection';
import { applyStatusFlows } from './status-flows.projection';
import type { TicketEvent } from './ticket-event';
import { applyTicketKpi } from './ticket-kpi.projection';

/** Applies one batch of events to every ticket projection in `schema` (the caller's transaction). */
export async function applyTicketEvents(manager: EntityManager, schema: string, events: readonly TicketEvent[], clockKind: KpiClockKind = 'calendar'): Promise<void> {
  if (events.length === 0) return;
  await applyStatusFlows(manager, schema, events);
  const changed = await applyTicketKpi(manager, schema, events, clockKind);
  await recomputeKpiMonthly(manager, schema, changed);
}

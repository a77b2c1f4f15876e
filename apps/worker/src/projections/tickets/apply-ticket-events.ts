import type { SqlRunner } from '@voc/sql';
import type { ClockFor } from './kpi-clocks';
import { recomputeKpiMonthly } from './kpi-monthly.projection';
import { applyStatusFlows } from './status-flows.projection';
import { applyTicketKpi } from './ticket-kpi.projection';
import { recomputeTicketKpiRollups } from './ticket-kpi-rollups.projection';
import { applyNotificationStatus } from '../notifications/notification-status.projection';
import type { TicketEvent } from '@voc/events';

/**
 * Applies one batch of events to every ticket projection in `schema` (the caller's transaction).
 * `clockFor` answers each ticket's KPI clock (calendar, or its dealer's working hours at its receipt). `rollups` false leaves
 * kpi_monthly, ticket_status_monthly and ticket_closed_monthly to one recount at the end (a
 * replay: rebuildKpiMonthly, rebuildTicketKpiRollups). `closeDay`: MONTH_CLOSE_DAY (null: none).
 */
export async function applyTicketEvents(manager: SqlRunner, schema: string, events: readonly TicketEvent[], clockFor: ClockFor, rollups = true, closeDay: number | null = null): Promise<void> {
  if (events.length === 0) return;
  await applyStatusFlows(manager, schema, events);
  const changed = await applyTicketKpi(manager, schema, events, clockFor, closeDay);
  if (rollups) {
    await recomputeKpiMonthly(manager, schema, changed);
    await recomputeTicketKpiRollups(manager, schema, changed);
  }
  await applyNotificationStatus(manager, schema, events);
}

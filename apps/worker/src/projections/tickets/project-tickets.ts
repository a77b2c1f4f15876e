import type { KpiClockKind } from '@voc/domain';
import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import { applyTicketEvents } from './apply-ticket-events';
import { kpiClocks } from './kpi-clocks';
import type { ProjectionStores } from './projection-stores';
import { readEventBatch } from '@voc/events';

export const TICKETS_PROJECTION = 'tickets';

export type { ProjectionRunResult };

/** One step of the ticket projections (projectionStep): the next batch of ticket_events, applied. */
export async function projectNextBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, clockKind: KpiClockKind = 'calendar'): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    TICKETS_PROJECTION,
    (log, after) => readEventBatch(log, after, batchSize),
    async (manager, events, log) => {
      const clockFor = await kpiClocks(log, clockKind, events.map((e) => e.payload.ticket.dealer_ref));
      await applyTicketEvents(manager, schema, events, clockFor);
    },
  );
}

/** Applies batches until the log (below the horizon) is exhausted; answers how many events. */
export function projectAll(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, clockKind: KpiClockKind = 'calendar'): Promise<number> {
  return projectUntilDone(() => projectNextBatch(stores, schema, batchSize, clockKind), batchSize);
}

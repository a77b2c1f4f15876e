import type { UnitOfWork } from '@voc/persistence';
import { SURVEY_SYNC_FEEDS } from '@voc/projections';
import type { ProjectionStores } from '../projections/tickets/projection-stores';
import { FEED_RUNNERS } from '../projections/projection-runners';
import { coalescedRun } from './projections/coalesced-run';
import type { SurveyPageSource } from './sync/survey-page-source';
import { syncSurveyService, type SyncOptions, type SyncReport } from './sync/sync-survey-service';

/**
 * Events appended between two projection runs during a sync. Projecting after every page cost a
 * transaction of up to nine round trips per page of 1,000 items, and upserted each day's counts
 * once per page instead of once per 5,000 events (bench:survey, stop 21); a batch's worth (the
 * projector reads 5,000 events at a time) keeps the reports a few pages behind a long catch-up,
 * and the sync's end projects the rest.
 */
export const PROJECT_EVERY_EVENTS = 5000;

/** Calls `project` once at least `every` events were appended since it last ran. */
export function projectEvery(project: () => Promise<void>, every: number): (report: SyncReport) => Promise<void> {
  let projectedAt = 0;
  return async (report) => {
    if (report.events - projectedAt < every) return;
    projectedAt = report.events;
    await project();
  };
}

/**
 * A projector to call after each synced page (see coalescedRun): the registry's feeds the survey
 * sync applies (the survey projections, the voice projection's comments under its own checkpoint),
 * in its order. Both types' pages land at once, and two runs side by side would only queue on the
 * checkpoint lock.
 */
export function coalescedSurveyProjector(stores: ProjectionStores, closeDay: number | null = null): () => Promise<void> {
  return coalescedRun(async () => {
    // The survey log's feeds keep no KPI clock (ticket deadlines): any kind does.
    for (const name of SURVEY_SYNC_FEEDS) await FEED_RUNNERS[name].replay({ stores, clockKind: 'calendar', closeDay }, 'reporting', {});
  });
}

/**
 * The survey sync as the worker runs it: whatever an earlier run appended but did not project
 * (killed between the two) first, then the pages, projected every PROJECT_EVERY_EVENTS events and
 * at the end (also after a failed sync: what it synced before failing is in the log).
 */
export async function syncAndProject(
  uow: UnitOfWork,
  source: SurveyPageSource,
  stores: ProjectionStores,
  options: Omit<SyncOptions, 'afterPage'> = {},
  every = PROJECT_EVERY_EVENTS,
  closeDay: number | null = null,
): Promise<SyncReport> {
  // closeDay (MONTH_CLOSE_DAY): the voice projection's survey comments freeze at month close.
  const project = coalescedSurveyProjector(stores, closeDay);
  await project();
  let report: SyncReport;
  try {
    report = await syncSurveyService(uow, source, { ...options, afterPage: projectEvery(project, every) });
  } catch (error) {
    // The sync's own error is the one reported; a projection failing too is retried by the next run.
    await project().catch(() => undefined);
    throw error;
  }
  await project();
  return report;
}

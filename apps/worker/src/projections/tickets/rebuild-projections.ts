import type { KpiClockKind } from '@voc/domain';
import { countsItsLog, PROJECTION_FEED_NAMES, PROJECTION_REGISTRY, PROJECTION_TABLES, reportingSchemaSql } from '@voc/projections';
import { sweepDeadlines } from './deadline-sweep';
import type { ReplayOptions } from './project-tickets';
import { replayStores, type ProjectionStores } from './projection-stores';
import { spreadEveryProjection } from '../partitions/spread-partitions';
import { FEED_RUNNERS, ROLLUPS_AFTER_REPLAY, type FeedSettings } from '../projection-runners';

/**
 * Every feed of the registry replayed into `schema`, in the registry's order; answers how many
 * events, each log's counted once (under its first feed: the others read the same events).
 */
async function replayEveryFeed(settings: FeedSettings, schema: string, options: ReplayOptions): Promise<number> {
  let events = 0;
  for (const name of PROJECTION_FEED_NAMES) {
    const applied = await FEED_RUNNERS[name].replay(settings, schema, options);
    if (countsItsLog(name)) events += applied;
  }
  return events;
}

/**
 * Replays the whole log into fresh tables in a shadow schema of the reporting store, then swaps
 * the schemas in one transaction: readers see the old tables until the commit and the new ones
 * after, never a gap. Holds the live checkpoint lock while it catches up and swaps, so no batch
 * lands in between.
 */
/**
 * `closeDay` (MONTH_CLOSE_DAY, null: never) freezes each closed month along the log, as the live
 * projections do. The log is replayed once, as one stream (the figures do not depend on the
 * partition count); the tickets and VOC projections then get `partitions` (PROJECTION_PARTITIONS)
 * checkpoint rows at the replayed head, each with the months frozen along the way (and VOC its
 * roll-ups without the dealer split by partition).
 */
export async function rebuildProjections(stores: ProjectionStores, now = new Date(), clockKind: KpiClockKind = 'calendar', closeDay: number | null = null, partitions = 1): Promise<{ events: number }> {
  const shadow = 'reporting_rebuild';
  // Most of the log, without holding any lock.
  let events = await replayInto(stores, shadow, clockKind, closeDay);
  await stores.reporting.transaction(async (manager) => {
    // Live projection steps wait here (a step that was already waiting fails and is retried by
    // its job on the new tables).
    await manager.query(`LOCK TABLE reporting.projection_checkpoints IN ACCESS EXCLUSIVE MODE`);
    // The rest of the log, up to now, before the swap.
    events += await replayEveryFeed({ stores: replayStores(stores), clockKind, closeDay }, shadow, {});
    await spreadEveryProjection(manager, shadow, partitions);
    await manager.query(`ALTER SCHEMA reporting RENAME TO reporting_old`);
    await manager.query(`ALTER SCHEMA ${shadow} RENAME TO reporting`);
    await manager.query(`DROP SCHEMA reporting_old CASCADE`);
  });
  await sweepDeadlines(stores, now, 'reporting', clockKind, undefined, closeDay);
  return { events };
}

/**
 * Fresh projection tables in `schema` of the reporting store, filled from the whole ticket, survey
 * and PDCA logs (below the safe horizon) by every feed of the registry (@voc/projections), the tickets and VOC projections' checkpoints and frozen
 * months spread to `partitions` partitions (as an incremental run with PROJECTION_PARTITIONS keeps them).
 */
export async function replayInto(stores: ProjectionStores, schema: string, clockKind: KpiClockKind = 'calendar', closeDay: number | null = null, partitions = 1): Promise<number> {
  await stores.reporting.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await stores.reporting.query(`CREATE SCHEMA ${schema}`);
  for (const statement of reportingSchemaSql(schema)) await stores.reporting.query(statement);
  // The per-ticket rows batch by batch, the monthly roll-ups once at the end (a batch's roll-up
  // recount rewrote its keys' rows every time: most of a replay's time, and dead rows to vacuum).
  const events = await replayEveryFeed({ stores: replayStores(stores), clockKind, closeDay }, schema, { deferRollups: true });
  await stores.reporting.transaction(async (manager) => {
    for (const { name } of PROJECTION_REGISTRY) await ROLLUPS_AFTER_REPLAY[name]?.(manager, schema);
    await spreadEveryProjection(manager, schema, partitions);
  });
  // The planner's statistics of every table the replay filled.
  await stores.reporting.query(`ANALYZE ${PROJECTION_TABLES.map((table) => `${schema}.${table.name}`).join(', ')}`);
  return events;
}

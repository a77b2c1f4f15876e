import type { EventLogTable } from '@voc/events';
import { PROJECTION_CHECKPOINTS, reportingTablesSql, type ReportingTable } from '@voc/reporting-schema';
import type { ProjectionDeclaration, ProjectionFeed } from './projection-declaration';
import { PROJECTION_REGISTRY } from './projection-registry';

type Registry = typeof PROJECTION_REGISTRY;
type Declared = Registry[number];

/** A projection's name ('tickets', 'voc', ...). */
export type ProjectionName = Declared['name'];
/** A feed's name: its checkpoint's and its jobs' ('tickets', 'voice_surveys', ...); the relay hands out every feed as projection jobs. */
export type ProjectionFeedName = Declared['feeds'][number]['projection'];
/** The feeds of the projections partitioned by dealer. */
export type PartitionedFeedName = Extract<Declared, { partitioning: 'by-dealer' }>['feeds'][number]['projection'];

/** A feed with the projection it belongs to. */
export interface RegisteredFeed {
  feed: ProjectionFeed & { projection: ProjectionFeedName };
  of: ProjectionDeclaration & { name: ProjectionName };
}

const REGISTERED_FEEDS: readonly RegisteredFeed[] = PROJECTION_REGISTRY.flatMap((of) => of.feeds.map((feed) => ({ feed, of }) as RegisteredFeed));

/** Every feed of every projection, in the registry's order. */
export const PROJECTION_FEEDS: ReadonlyArray<RegisteredFeed['feed']> = REGISTERED_FEEDS.map((entry) => entry.feed);

/** Every feed's name, in the registry's order: one checkpoint row each (of each partition). */
export const PROJECTION_FEED_NAMES: readonly ProjectionFeedName[] = PROJECTION_FEEDS.map((feed) => feed.projection);

/** The feeds of the projections partitioned by dealer (PROJECTION_PARTITIONS checkpoint rows each). */
export const PARTITIONED_FEEDS = REGISTERED_FEEDS.filter((entry) => entry.of.partitioning === 'by-dealer').map((entry) => entry.feed.projection as PartitionedFeedName);

/** The projection named so; throws on a name the registry does not have. */
export function projectionNamed(name: ProjectionName): Declared {
  const found = PROJECTION_REGISTRY.find((p) => p.name === name);
  if (!found) throw new Error(`no projection named ${name} in the registry`);
  return found;
}

/** The feed named so (a projection job's, a checkpoint row's), or undefined when the registry has none. */
export function findFeed(name: string): RegisteredFeed | undefined {
  return REGISTERED_FEEDS.find((entry) => entry.feed.projection === name);
}

/** The feed named so; throws on a name the registry does not have. */
export function feedNamed(name: ProjectionFeedName): RegisteredFeed['feed'] {
  const found = findFeed(name);
  if (!found) throw new Error(`no projection feed named ${name} in the registry`);
  return found.feed;
}

/** How many partitions (checkpoint rows) a feed runs in when the workers run `configured` (PROJECTION_PARTITIONS). */
export function partitionCountOf(name: ProjectionFeedName, configured: number): number {
  return findFeed(name)?.of.partitioning === 'by-dealer' ? configured : 1;
}

/** The logs the relay watches, each with its feeds (every feed of the registry reading it), in the registry's order. */
export function relayedLogs(): Array<{ table: EventLogTable; feeds: ProjectionFeedName[] }> {
  const logs: Array<{ table: EventLogTable; feeds: ProjectionFeedName[] }> = [];
  for (const feed of REGISTERED_FEEDS.map((entry) => entry.feed)) {
    const log = logs.find((l) => l.table === feed.table) ?? logs[logs.push({ table: feed.table, feeds: [] }) - 1];
    log.feeds.push(feed.projection);
  }
  return logs;
}

/** Whether the feed is the first of its log in the registry (a replay counts the log's events under it, once). */
export function countsItsLog(name: ProjectionFeedName): boolean {
  const feed = feedNamed(name);
  return PROJECTION_FEEDS.find((f) => f.table === feed.table)?.projection === name;
}

/** Every projection's tables, in the registry's order. */
export const PROJECTION_TABLES: readonly ReportingTable[] = PROJECTION_REGISTRY.flatMap((p) => [...p.tables]);

/**
 * The whole reporting schema in `schema` (a rebuild's shadow schema): every table as the
 * definitions describe it, and a checkpoint row per feed. The migrations build the same schema
 * under "reporting" (a test compares them).
 */
export function reportingSchemaSql(schema: string): string[] {
  return [...reportingTablesSql(schema), `INSERT INTO ${schema}.${PROJECTION_CHECKPOINTS.name} (projection) VALUES ${PROJECTION_FEED_NAMES.map((name) => `('${name}')`).join(', ')}`];
}

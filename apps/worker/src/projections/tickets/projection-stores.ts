import type { DataSource, EntityManager } from 'typeorm';

/**
 * The two databases a projection touches. They are one and the same unless REPORTING_DATABASE_URL
 * puts the reporting schema in a database of its own.
 */
export interface ProjectionStores {
  /** The main database: ticket_events and dealers, read only. */
  events: DataSource;
  /** The reporting store: the projection tables and their checkpoint, written in one transaction. */
  reporting: DataSource;
  /**
   * A projection transaction idle this long (its worker frozen, stopped in a debugger, cut off) is
   * ended by PostgreSQL, which frees the checkpoint row lock so another worker carries on.
   */
  idleTimeoutMs: number;
  /**
   * Both are the same database (no REPORTING_DATABASE_URL), though `reporting` may be a pool of its
   * own (the projection writers' identity): the log is then read in the reporting transaction.
   */
  sameDatabase: boolean;
}

/** The worker's ProjectionStores (the main database and the reporting store), provided app-wide. */
export const PROJECTION_STORES = Symbol('PROJECTION_STORES');

/** Default of PROJECTION_IDLE_TIMEOUT_MS: a batch never waits on its own worker this long. */
export const PROJECTION_IDLE_TIMEOUT_MS = 5_000;

export function projectionStores(events: DataSource, reporting: DataSource = events, idleTimeoutMs = PROJECTION_IDLE_TIMEOUT_MS, sameDatabase = reporting === events): ProjectionStores {
  return { events, reporting, idleTimeoutMs, sameDatabase };
}

/**
 * How long a replay's step may sit idle in its transaction. A replay writes a shadow schema that no
 * worker reads or waits on, so the live guard (free a frozen worker's checkpoint row for another
 * worker within PROJECTION_IDLE_TIMEOUT_MS) protects nothing there, while on a loaded machine a
 * step's transaction did sit idle past 5 s (a batch applied while the process got little CPU, the
 * database syncing a checkpoint) and PostgreSQL ended it, failing the whole replay.
 */
export const REPLAY_IDLE_TIMEOUT_MS = 600_000;

/** The stores a replay into a shadow schema steps with: the same databases, the replay's idle bound. */
export function replayStores(stores: ProjectionStores): ProjectionStores {
  return { ...stores, idleTimeoutMs: Math.max(stores.idleTimeoutMs, REPLAY_IDLE_TIMEOUT_MS) };
}

/**
 * Where to read the log during a reporting transaction: that very transaction when both stores
 * are one database (one connection, one snapshot), otherwise the main database's pool.
 */
export function logReader(stores: ProjectionStores, reportingManager: EntityManager): EntityManager {
  return stores.sameDatabase ? reportingManager : stores.events.manager;
}

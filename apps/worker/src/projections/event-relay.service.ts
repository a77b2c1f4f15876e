import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { partitionCountOf, relayedLogs, type ProjectionFeedName } from '@voc/projections';
import { PROJECTION_STORES, type ProjectionStores } from './tickets/projection-stores';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { EventLogListener } from './event-log-listener';
import { RelayLeaderLock } from './relay-leader-lock';
import { logHead, takeActivityViewFirst, type EventLogTable } from '@voc/events';
import { partitionsWithWaitingJob, PROJECTION_JOB_OPTIONS, relayJobId, type ProjectionPartitionKey, type ProjectionQueue } from './scheduling/projection-jobs';

/**
 * Advisory lock key per Redis prefix: only one relay per deployment polls at a time; the other
 * workers stand by and take over when its lock connection goes (RelayLeaderLock).
 */
export function relayLockKey(prefix: string): number {
  let hash = 0x766f6301;
  for (const char of prefix) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The logs the relay watches (ticket, survey and PDCA), and the projections (one job per partition) that read them: every feed of the registry. */
export const RELAYED_LOGS = relayedLogs();

/**
 * Moves events from PostgreSQL to BullMQ: when a log (below the safe horizon) is ahead of one of
 * its projections, it enqueues a job for that projection named after the log head. The events themselves
 * stay in PostgreSQL, so nothing is lost when Redis or a worker is down: the relay simply tries
 * again and the job catches up from the checkpoint.
 *
 * It polls every RELAY_INTERVAL_MS, and the leader also wakes at once when a transaction that
 * appended events to any of the logs commits (EventLogListener; the survey sync's pages too); the
 * poll stays as the fallback.
 */
@Injectable()
export class EventRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventRelay.name);
  private readonly lock: RelayLeaderLock;
  private timer: NodeJS.Timeout | null = null;
  private dueAt = 0;
  private lastTickAt = 0;
  private stopped = false;
  private ticking = false;
  private wokenWhileTicking = false;
  /** When the first append notification since the last tick arrived (null: none; a poll's tick then counts from its own start). */
  private firstWakeAt: number | null = null;
  private readonly listener: EventLogListener;
  private polls = 0;

  constructor(
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
    @InjectQueue(QUEUES.projections) private readonly queue: ProjectionQueue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {
    this.listener = new EventLogListener(config.databaseUrl, () => this.wake(), this.logger);
    // A leader that stops querying (frozen, cut off) is ended by PostgreSQL after this long; a
    // live one pings far inside it.
    const idleMs = Math.max(config.projectionIdleTimeoutMs, 3 * config.relayIntervalMs);
    this.lock = new RelayLeaderLock(config.databaseUrl, relayLockKey(config.redisPrefix), idleMs, this.logger);
  }

  /** Whether this worker holds the relay leader lock now. */
  get leading(): boolean {
    return this.lock.holding;
  }

  /** How many polls this worker has run as the leader (a stand-by's stays where it was). */
  get leaderPolls(): number {
    return this.polls;
  }

  onApplicationBootstrap(): void {
    this.listener.start();
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.listener.stop();
    await this.lock.release();
  }

  /** Events were appended: the leader polls soon (RELAY_WAKE_GAP_MS after its last tick at most) instead of at its next interval. */
  wake(): void {
    if (this.stopped || !this.leading) return;
    this.firstWakeAt ??= Date.now();
    if (this.ticking) {
      this.wokenWhileTicking = true;
      return;
    }
    const delay = this.wakeDelay();
    if (this.dueAt <= Date.now() + delay) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(delay);
  }

  private wakeDelay(): number {
    return Math.max(0, this.lastTickAt + this.config.relayWakeGapMs - Date.now());
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.dueAt = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.ticking = true;
      this.wokenWhileTicking = false;
      this.lastTickAt = Date.now();
      this.tick()
        .then((outcome) => {
          // Events committed above the horizon wait for an older transaction, whose commit may
          // send no notification (it appended nothing): look again soon rather than at the next poll.
          if (outcome === 'held') this.wokenWhileTicking = true;
        })
        .catch((error: unknown) => {
          // The lock outlives a failed poll (a Redis or log query error); a failed lock
          // connection has already let it go (RelayLeaderLock.hold), so this worker stands by.
          this.logger.warn({ err: error }, 'relay tick failed; retrying');
        })
        .finally(() => {
          this.ticking = false;
          this.schedule(this.wokenWhileTicking ? this.wakeDelay() : this.config.relayIntervalMs);
        });
    }, delay);
  }

  /**
   * One poll: lead (or stand by), compare each log's head with its projections' checkpoints (every
   * partition's), and enqueue one job per projection partition that is behind and has no job
   * waiting (its own job id, `project-<projection>-<partition>-<head>`, so different workers take
   * different partitions at once). Answers 'held' when nothing was enqueued but committed events
   * wait above the horizon.
   */
  async tick(): Promise<'enqueued' | 'idle' | 'held'> {
    const noticedAt = this.firstWakeAt ?? Date.now();
    this.firstWakeAt = null;
    if (!(await this.lead())) return 'idle';
    this.polls += 1;
    let enqueued = false;
    let held = false;
    // A job still waiting (this relay's, a sliced job's continuation, another relay's before a
    // change of leader) will apply everything below the horizon when it starts: nothing to add.
    const waiting = await partitionsWithWaitingJob(this.queue);
    for (const { table, feeds } of RELAYED_LOGS) {
      const open = this.partitionsOf(feeds).filter((key) => !waiting.has(key));
      if (open.length === 0) continue;
      const log = await this.behind(table, open);
      held ||= log.held;
      if (!log.head) continue;
      for (const key of log.behind) {
        await this.queue.add('project', { upToPosition: log.head.position, projection: key.projection, partition: key.partition, noticedAt }, { ...PROJECTION_JOB_OPTIONS, jobId: relayJobId(key, log.head) });
        enqueued = true;
      }
    }
    return enqueued ? 'enqueued' : held ? 'held' : 'idle';
  }

  /** Every partition of the projections: PROJECTION_PARTITIONS of a partitioned one, one of the others. */
  private partitionsOf(projections: readonly ProjectionFeedName[]): ProjectionPartitionKey[] {
    return projections.flatMap((projection) => {
      const count = partitionCountOf(projection, this.config.projectionPartitions);
      return Array.from({ length: count }, (_, partition) => ({ projection, partition }));
    });
  }

  /**
   * A log's head below the horizon, which of the projection partitions have their checkpoint
   * behind it, and whether events wait above the horizon.
   */
  private async behind(table: EventLogTable, open: readonly ProjectionPartitionKey[]): Promise<{ head: { tx: string; position: string } | null; behind: ProjectionPartitionKey[]; held: boolean }> {
    // The activity view first (takeActivityViewFirst), or other databases' short transactions read as held.
    const { head, held } = await this.stores.events.transaction(async (manager) => {
      await takeActivityViewFirst(manager);
      return logHead(manager, table);
    });
    if (!head) return { head: null, behind: [], held };
    // The checkpoints live in the reporting store (possibly another database than the log).
    const rows = await this.stores.reporting.query<Array<{ projection: string; partition: number }>>(
      `SELECT c.projection, c.partition FROM reporting.projection_checkpoints c
       JOIN unnest($3::text[], $4::smallint[]) AS o(projection, partition) ON o.projection = c.projection AND o.partition = c.partition
       WHERE ($1::xid8, $2::bigint) > (c.last_tx, c.last_position)`,
      [head.tx, head.position, open.map((o) => o.projection), open.map((o) => o.partition)],
    );
    return { head, behind: rows.map((row) => ({ projection: row.projection, partition: Number(row.partition) })), held };
  }

  private async lead(): Promise<boolean> {
    const was = this.lock.holding;
    const leading = await this.lock.hold();
    if (leading && !was) this.logger.log('this worker now relays events to the projection queue');
    return leading;
  }
}

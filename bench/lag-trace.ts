import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Client } from 'pg';
import { QUEUES } from '@voc/queues';
import { testRedisUrl } from '@voc/testing';
import { percentile, sleep } from './support';

interface Probe {
  at: number;
  visible: number;
  belowHorizon: number;
  applied: number;
  /** While committed events wait above the horizon: the oldest transaction of this database holding an xid (what holds the horizon). */
  holder: string | null;
}

/** One committed batch of the tickets projection, as the worker reported it (a job's progress event). */
interface Batch {
  at: number;
  position: number;
  jobId: string;
}

/** What the projections queue's event stream says of one job: when it was added and started, and when the relay noticed the appends it was queued for (if the worker says). */
interface JobTimes {
  added?: number;
  active?: number;
  noticed?: number;
}

const STAGES = ['occurred→committed', 'committed→below horizon', 'below horizon→relay noticed', 'noticed→job queued', 'queued→job started', 'started→batch committed'] as const;

/**
 * Splits the lag of bench (b) into its stages (LAG_TRACE=1), for each event of the ticket log
 * written while the trace runs:
 *   occurred → committed: the api's part (occurred_at is taken when the command starts), up to
 *     when a probe saw the event (probes every 10 ms on a connection of their own);
 *   committed → below horizon: until every older transaction had ended (no batch may pass it before);
 *   below horizon → relay noticed: until the relay's tick that queued the job which applied it began
 *     (the job's `noticedAt`, when the worker puts it in its progress; otherwise this stage and the
 *     next are one);
 *   noticed → job queued, queued → job started, started → batch committed: from the projections
 *     queue's event stream in Redis (`added`, `active`, and the `progress` event a job sends after
 *     each batch it committed, with the checkpoint's position).
 * The batch that applied an event is the first tickets batch whose checkpoint position reached
 * it (positions, like the probes'; events commit nearly in position order). Each stage counts from
 * the later of its own start and the previous stage's end, so the stages add up to the event's
 * whole lag. The report waits (up to 60 s) until the projection has applied everything written,
 * and says how many events it could not place (before, events never applied by the end of the run
 * were silently left out: a run whose projection stood still traced 0 events). Each probe that saw
 * committed events above the horizon also names the oldest transaction of the database holding an
 * xid (what holds the horizon), counted in the report.
 */
export class LagTrace {
  private readonly probes: Probe[] = [];
  private readonly batches: Batch[] = [];
  private readonly jobs = new Map<string, JobTimes>();
  private stopped = false;
  private running: Promise<void> | null = null;
  private streaming: Promise<void> | null = null;
  private from = 0;
  private startedAt = 0;
  private lastStreamId = '-';
  private readonly redis: Redis;

  constructor(
    private readonly client: Client,
    private readonly redisPrefix: string,
  ) {
    this.redis = new Redis(testRedisUrl());
  }

  async start(): Promise<void> {
    this.startedAt = Date.now();
    const { rows } = await this.client.query(`SELECT coalesce(max(position), 0)::text AS p FROM ticket_events`);
    this.from = Number(rows[0].p);
    // Only what happens from now on: the stream's older entries are the catch-up before the trace.
    this.lastStreamId = `${this.startedAt}-0`;
    this.running = this.loop();
    this.streaming = this.readStreamLoop();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const { rows } = await this.client.query(
        `SELECT extract(epoch FROM clock_timestamp()) * 1000 AS at,
           (SELECT max(position) FROM ticket_events)::text AS visible,
           (SELECT max(position) FROM ticket_events WHERE tx_id < (SELECT event_log_horizon()))::text AS below,
           (SELECT min(last_position) FROM reporting.projection_checkpoints WHERE projection = 'tickets')::text AS applied,
           (SELECT backend_type || ' ' || coalesce(nullif(application_name, ''), '-') || ': ' || state || ', ' || left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 60)
              FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()
              ORDER BY age(backend_xid) DESC LIMIT 1) AS holder`,
      );
      const row = rows[0];
      const [visible, belowHorizon] = [Number(row.visible), Number(row.below)];
      this.probes.push({ at: Number(row.at), visible, belowHorizon, applied: Number(row.applied), holder: belowHorizon < visible ? (row.holder ?? '(none seen)') : null });
      await sleep(10);
    }
  }

  /** Reads the projections queue's event stream every 500 ms (it is capped, so it is read while it runs). */
  private async readStreamLoop(): Promise<void> {
    while (!this.stopped) {
      await this.readStream();
      await sleep(500);
    }
    await this.readStream();
  }

  private async readStream(): Promise<void> {
    const key = `${this.redisPrefix}:${QUEUES.projections}:events`;
    const entries = (await this.redis.xrange(key, this.lastStreamId === '-' ? '-' : `(${this.lastStreamId}`, '+')) as Array<[string, string[]]>;
    for (const [id, flat] of entries) {
      this.lastStreamId = id;
      const at = Number(id.split('-')[0]);
      const fields = new Map<string, string>();
      for (let i = 0; i + 1 < flat.length; i += 2) fields.set(flat[i], flat[i + 1]);
      const jobId = fields.get('jobId');
      if (!jobId) continue;
      const job = this.jobs.get(jobId) ?? {};
      this.jobs.set(jobId, job);
      switch (fields.get('event')) {
        case 'added':
          job.added ??= at;
          break;
        case 'active':
          job.active ??= at;
          break;
        case 'progress': {
          const data = JSON.parse(fields.get('data') ?? '{}') as { projection?: string; position?: string; noticedAt?: number };
          if (typeof data.noticedAt === 'number') job.noticed ??= data.noticedAt;
          if (data.projection === 'tickets' && data.position !== undefined) this.batches.push({ at, position: Number(data.position), jobId });
          break;
        }
        default:
          break;
      }
    }
  }

  /** Waits until the tickets projection applied everything written (60 s at most), stops probing and prints p50/p99 of each stage. */
  async report(): Promise<void> {
    // Applied everything: no event after any tickets checkpoint in the log's (tx_id, position) order
    // (comparing positions alone waited the whole minute when the highest position committed first).
    const applied = async () =>
      (
        await this.client.query(
          `SELECT bool_and(NOT EXISTS (SELECT 1 FROM ticket_events e WHERE (e.tx_id, e.position) > (cp.last_tx, cp.last_position))) AS done FROM reporting.projection_checkpoints cp WHERE cp.projection = 'tickets'`,
        )
      ).rows[0].done as boolean;
    const until = Date.now() + 60_000;
    while (Date.now() < until && !(await applied())) await sleep(50);
    this.stopped = true;
    await this.running;
    await this.streaming;
    this.redis.disconnect();
    const { rows } = await this.client.query(`SELECT position::text AS p, extract(epoch FROM occurred_at) * 1000 AS at FROM ticket_events WHERE position > $1 ORDER BY position`, [this.from]);
    const stages = STAGES.map(() => [] as number[]);
    const total: number[] = [];
    let unplaced = 0;
    let batchIndex = 0;
    const firstAt = (p: number, key: 'visible' | 'belowHorizon') => this.probes.find((probe) => probe[key] >= p)?.at;
    this.batches.sort((a, b) => a.at - b.at);
    for (const row of rows) {
      const p = Number(row.p);
      const occurred = Number(row.at);
      const committed = firstAt(p, 'visible');
      const below = firstAt(p, 'belowHorizon');
      // The first batch whose checkpoint reached p (batches in time order; checkpoints only move forward).
      while (batchIndex < this.batches.length && this.batches[batchIndex].position < p) batchIndex += 1;
      const batch = this.batches[batchIndex];
      const job = batch ? this.jobs.get(batch.jobId) : undefined;
      if (committed === undefined || below === undefined || !batch || !job || job.added === undefined || job.active === undefined) {
        unplaced += 1;
        continue;
      }
      // Without the relay's noticedAt (an older worker, or a continuation), committed→job queued is one stage (the third).
      const ends = [committed, below, job.noticed ?? below, job.added, job.active, batch.at];
      let previous = occurred;
      ends.forEach((end, i) => {
        const effective = Math.max(previous, end);
        stages[i].push(effective - previous);
        previous = effective;
      });
      total.push(previous - occurred);
    }
    const line = (name: string, values: number[]) => `${name} p50 ${percentile(values, 50).toFixed(0)} p99 ${percentile(values, 99).toFixed(0)}`;
    const noticed = [...this.jobs.values()].some((job) => job.noticed !== undefined);
    console.log(
      `    trace of ${total.length} events (${unplaced} not placed; ${this.batches.length} tickets batches, ${this.jobs.size} jobs) (ms): ` +
        STAGES.map((name, i) => (i === 2 && !noticed ? `${name} (not reported by this worker: in the next stage)` : line(i === 3 && !noticed ? 'below horizon→job queued' : name, stages[i]))).join('; ') +
        `; ${line('occurred→applied', total)}`,
    );
    // What held the horizon, by the probes that saw committed events above it (10 ms each).
    const holders = new Map<string, number>();
    for (const probe of this.probes) {
      if (!probe.holder) continue;
      const key = probe.holder.replace(/\$\d+/g, '$');
      holders.set(key, (holders.get(key) ?? 0) + 1);
    }
    const top = [...holders].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`    horizon held in ${[...holders.values()].reduce((a, b) => a + b, 0)} of ${this.probes.length} probes, oldest transaction then: ${top.map(([holder, n]) => `${n}× ${holder}`).join(' | ') || 'none'}`);
    await this.reportSweeps();
  }

  /** The deadline sweeps that ran, relative to the start of the trace. */
  private async reportSweeps(): Promise<void> {
    const queue = new Queue(QUEUES.deadlines, { connection: { url: testRedisUrl() }, prefix: this.redisPrefix });
    const jobs = await queue.getJobs(['completed', 'active', 'failed']);
    await queue.close();
    const runs = jobs.map((job) => `from ${((job.processedOn ?? 0) - this.startedAt) / 1000} s for ${job.finishedOn ? job.finishedOn - (job.processedOn ?? 0) : '(running)'} ms`);
    console.log(`    deadline sweeps (relative to the trace's start): ${runs.join('; ') || 'none'}`);
  }
}

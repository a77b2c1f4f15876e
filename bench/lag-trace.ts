import { Queue } from 'bullmq';
import type { Client } from 'pg';
import { QUEUES } from '@voc/persistence';
import { testRedisUrl } from '@voc/testing';
import { percentile, sleep } from './support';

interface Probe {
  at: number;
  visible: number;
  belowHorizon: number;
  applied: number;
}

/**
 * Splits the lag of bench (b) into its stages (LAG_TRACE=1): for each event written while the
 * trace runs, when it was committed (visible to another session), when it fell below the safe
 * horizon (every older transaction done), and when the projection applied it. Probes run every
 * 10 ms on a connection of their own, so every stage is known to about 10 ms.
 */
export class LagTrace {
  private readonly probes: Probe[] = [];
  private stopped = false;
  private running: Promise<void> | null = null;
  private from = 0;
  private startedAt = 0;

  constructor(
    private readonly client: Client,
    private readonly redisPrefix: string,
  ) {}

  async start(): Promise<void> {
    this.startedAt = Date.now();
    const { rows } = await this.client.query(`SELECT coalesce(max(position), 0)::text AS p FROM ticket_events`);
    this.from = Number(rows[0].p);
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const { rows } = await this.client.query(
        `SELECT extract(epoch FROM clock_timestamp()) * 1000 AS at,
           (SELECT max(position) FROM ticket_events)::text AS visible,
           (SELECT max(position) FROM ticket_events WHERE tx_id < (SELECT event_log_horizon()))::text AS below,
           (SELECT min(last_position) FROM reporting.projection_checkpoints WHERE projection = 'tickets')::text AS applied`,
      );
      const row = rows[0];
      this.probes.push({ at: Number(row.at), visible: Number(row.visible), belowHorizon: Number(row.below), applied: Number(row.applied) });
      await sleep(10);
    }
  }

  /** Stops probing and prints p50/p99 of each stage over the events written meanwhile. */
  async report(): Promise<void> {
    this.stopped = true;
    await this.running;
    const { rows } = await this.client.query(`SELECT position::text AS p, extract(epoch FROM occurred_at) * 1000 AS at FROM ticket_events WHERE position > $1 ORDER BY position`, [this.from]);
    const stages = { commit: [] as number[], horizon: [] as number[], apply: [] as number[], total: [] as number[] };
    const firstAt = (p: number, key: 'visible' | 'belowHorizon' | 'applied') => this.probes.find((probe) => probe[key] >= p)?.at;
    for (const row of rows) {
      const p = Number(row.p);
      const occurred = Number(row.at);
      const visible = firstAt(p, 'visible');
      const below = firstAt(p, 'belowHorizon');
      const applied = firstAt(p, 'applied');
      if (visible === undefined || below === undefined || applied === undefined) continue;
      stages.commit.push(visible - occurred);
      stages.horizon.push(Math.max(0, below - visible));
      stages.apply.push(Math.max(0, applied - Math.max(below, visible)));
      stages.total.push(applied - occurred);
    }
    const line = (name: string, values: number[]) => `${name} p50 ${percentile(values, 50).toFixed(0)} p99 ${percentile(values, 99).toFixed(0)}`;
    console.log(
      `    trace of ${stages.total.length} events (ms): ${line('occurred→committed', stages.commit)}; ${line('committed→below horizon', stages.horizon)}; ` +
        `${line('below horizon→applied', stages.apply)}; ${line('occurred→applied', stages.total)}`,
    );
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

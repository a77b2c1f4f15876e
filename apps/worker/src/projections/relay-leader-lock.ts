import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

/** The lock connection's name in pg_stat_activity: who leads is `pg_locks` joined with it. */
export const RELAY_LOCK_APPLICATION_NAME = 'voc-relay-leader';

/**
 * The relay leader's PostgreSQL advisory lock, taken at session level on a connection of its own
 * that the worker keeps for as long as it lives. Not on a pooled connection: a session lock
 * belongs to its connection, which a pool hands to other work and may close; and not a
 * transaction lock, which would have to be held open across polls.
 *
 * The session is also what lets go of the lock when the worker goes: ended on shutdown; closed
 * by the kernel when the process dies (kill -9), so PostgreSQL frees the lock at once; and ended
 * by PostgreSQL after `idleTimeoutMs` without a query (idle_session_timeout) when the worker is
 * frozen or cut off. A live worker therefore sends a query at least every third of that bound,
 * from a timer of its own, so that a poll stuck on Redis does not cost it the lock; a frozen one
 * runs no timers. A stand-by tries for the lock at each of its polls.
 */
export class RelayLeaderLock {
  private client: Client | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private held = false;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly key: number,
    private readonly idleTimeoutMs: number,
    private readonly logger: Logger,
  ) {}

  /** True while this worker holds the lock (as far as its last query on the lock connection showed). */
  get holding(): boolean {
    return this.held;
  }

  /**
   * Takes the lock when it is free, or, when this worker holds it, proves that it still does (a
   * query that succeeds on the session that took it: a session lock lasts as long as its
   * session). Answers whether this worker leads now. Throws when the lock connection fails; the
   * lock is then gone with it, and the next call opens a new connection and tries again.
   */
  async hold(): Promise<boolean> {
    if (this.stopped) return false;
    const client = this.client ?? (await this.open());
    try {
      if (this.held) {
        await client.query('SELECT 1');
      } else {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [this.key]);
        this.held = rows[0]?.locked === true;
      }
    } catch (error) {
      this.lost(client, error);
      throw error;
    }
    return this.held && this.client === client;
  }

  /** Shutdown: ends the lock connection, which frees the lock for a stand-by at once. */
  async release(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.forget();
    await client?.end().catch(() => undefined);
  }

  private async open(): Promise<Client> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: RELAY_LOCK_APPLICATION_NAME });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the relay lock connection ended')));
    try {
      await client.connect();
      await client.query(`SELECT set_config('idle_session_timeout', $1, false)`, [String(this.idleTimeoutMs)]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      throw new Error('the relay is stopping');
    }
    this.client = client;
    this.keepAlive = setInterval(() => void client.query('SELECT 1').catch((error: unknown) => this.lost(client, error)), Math.max(1, Math.floor(this.idleTimeoutMs / 3)));
    this.keepAlive.unref();
    return client;
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return;
    const wasHeld = this.held;
    this.forget();
    void client.end().catch(() => undefined);
    if (wasHeld && !this.stopped) this.logger.warn({ err: error }, 'the relay leader lock was lost with its connection; this worker stands by');
  }

  private forget(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    this.client = null;
    this.held = false;
  }
}

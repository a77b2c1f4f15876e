import type { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { EVENT_LOG_CHANNEL } from '@voc/migrations';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * LISTENs on its own PostgreSQL connection (a pooled one cannot hold a LISTEN) for the
 * notification every committed append to an event log sends (ticket_events, survey_events and
 * pdca_events each have a trigger NOTIFYing EVENT_LOG_CHANNEL), and calls `onAppend` for each.
 * When the connection fails it reconnects with a growing pause; `onAppend` is called once after
 * every (re)connect, since appends in between went unheard. Meanwhile the relay's polling covers.
 */
export class EventLogListener {
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;
  private connected = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onAppend: () => void,
    private readonly logger: Logger,
  ) {}

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** True while the LISTEN connection is up. */
  get listening(): boolean {
    return this.connected;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'voc-event-log-listener' });
    this.client = client;
    client.on('notification', () => this.onAppend());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_LOG_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    if (this.failures > 0) this.logger.log('event log listener reconnected');
    this.failures = 0;
    this.connected = true;
    this.onAppend();
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.connected = false;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(this.failures, 6));
    this.failures += 1;
    this.logger.warn({ err: error, retryInMs: delay }, 'event log listener lost its connection; the relay polls until it reconnects');
    this.retry = setTimeout(() => void this.connect(), delay);
  }
}

import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { EVENT_LOG_CHANNEL } from '@voc/migrations';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { startTestWorker, waitFor } from '../../support/worker-context';

/**
 * The relay wakes on the NOTIFY a committed append sends. Its poll is set to a minute here, so an
 * event projected within seconds was relayed by the notification, not by the poll.
 */
describe('the event relay woken by LISTEN/NOTIFY (own database, real Redis)', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let worker: INestApplicationContext | null = null;
  const prefix = `wake-${randomBytes(4).toString('hex')}`;
  let next = 1;

  const appendTickets = async (count: number) => {
    const events = syntheticTicketEvents(count, await eventDealers(client), new Date('2026-02-01T00:00:00Z'), next).filter((e) => e.type === 'TicketCreated');
    next += count;
    await insertEvents(client, events);
    return (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;
  };
  const projectedUpTo = (position: string) => async () =>
    (await client.query(`SELECT last_position >= $1::bigint AS done FROM reporting.projection_checkpoints WHERE projection = 'tickets'`, [position])).rows[0].done === true || undefined;
  const listenerBackends = async () =>
    (await client.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'voc-event-log-listener'`)).rows.map((r) => r.pid as number);

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_wake');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 5, code: 'W' });
    worker = await startTestWorker(prefix, { DATABASE_URL: database.url, RELAY_INTERVAL_MS: '60000' });
    // The first poll runs at start; after it only a notification can wake the relay for a minute.
    await waitFor(async () => (await listenerBackends()).length === 1 || undefined, 10_000, 'listener connected');
    await waitFor(async () => (await client.query(`SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = current_database()`)).rowCount === 1 || undefined, 10_000, 'relay leading');
  });

  afterAll(async () => {
    await worker?.close();
    await client?.end();
    await database?.drop();
  });

  it('sends one notification per appending transaction, at commit only', async () => {
    const listener = new Client({ connectionString: database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.channel));
    await listener.query(`LISTEN ${EVENT_LOG_CHANNEL}`);
    await client.query('BEGIN');
    await appendTickets(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    await client.query('ROLLBACK');
    await appendTickets(3);
    await waitFor(async () => heard.length > 0 || undefined, 5_000, 'notification');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([EVENT_LOG_CHANNEL]);
    await listener.end();
  });

  it('projects an appended event without waiting for the poll', async () => {
    const position = await appendTickets(3);
    await waitFor(projectedUpTo(position), 5_000, 'projected after the notification');
  });

  it('reconnects its listener after the connection is killed, and wakes again', async () => {
    const [before] = await listenerBackends();
    await client.query(`SELECT pg_terminate_backend($1)`, [before]);
    await waitFor(async () => ((await listenerBackends()).some((pid) => pid !== before) ? true : undefined), 10_000, 'listener reconnected');
    const position = await appendTickets(3);
    await waitFor(projectedUpTo(position), 5_000, 'projected after the reconnect');
  });
});

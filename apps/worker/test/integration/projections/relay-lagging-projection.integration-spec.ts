import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { VOC_REPORTING_TABLES } from '@voc/reporting-schema';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { startTestWorker, waitFor } from '../../support/worker-context';

/**
 * The ticket log feeds two projections under their own checkpoints (tickets and VOC). When only
 * the VOC one is behind (added after the tickets were projected, or its part of a job failed for
 * good), the relay still sends a job, though no new event arrives.
 */
describe('the event relay with one of the ticket log\'s projections behind (own database, real Redis)', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let worker: INestApplicationContext | null = null;
  const prefix = `lag-${randomBytes(4).toString('hex')}`;

  const checkpoint = async (projection: string) => (await client.query(`SELECT last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = $1`, [projection])).rows[0].p as string;
  const head = async () => (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_relaylag');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 5, code: 'L' });
    await insertEvents(client, syntheticTicketEvents(200, await eventDealers(client), new Date('2026-02-01T00:00:00Z'), 1));
    worker = await startTestWorker(prefix, { DATABASE_URL: database.url });
  });

  afterAll(async () => {
    await worker?.close();
    await client?.end();
    await database?.drop();
  });

  it('catches the VOC projection up from the start while the tickets projection is at the head', async () => {
    const end = await head();
    await waitFor(async () => ((await checkpoint('tickets')) === end && (await checkpoint('voc')) === end) || undefined, 30_000, 'both projections caught up');
    // The VOC projection starts again from nothing, as after its migration; nothing is appended.
    await client.query(`TRUNCATE ${VOC_REPORTING_TABLES.map((table) => `reporting.${table}`).join(', ')}`);
    await client.query(`DELETE FROM reporting.frozen_months WHERE projection = 'voc'`);
    await client.query(`UPDATE reporting.projection_checkpoints SET last_tx = '0'::xid8, last_position = 0 WHERE projection = 'voc'`);
    await waitFor(async () => (await checkpoint('voc')) === end || undefined, 30_000, 'the VOC projection caught up again');
    expect((await checkpoint('tickets')) === end).toBe(true);
    expect((await client.query(`SELECT count(*)::int AS n FROM reporting.ticket_voc`)).rows[0].n).toBe(200);
  });
});

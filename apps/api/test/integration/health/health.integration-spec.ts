import { Client } from 'pg';
import { createMigratedSplitDatabases, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { PROJECTION_FEED_NAMES, PROJECTION_FEEDS } from '@voc/projections';
import { startTestApi, type TestApi } from '../../support/test-api';

describe('GET /api/health: dependencies and projection lag, without signing in', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let client: Client;
  let sut: TestApi;

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_health', 'voc_health_store'));
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 1, code: 'H' });
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url });
  });

  afterAll(async () => {
    await sut?.close();
    await client?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  it('reports every dependency up and the projections caught up on an empty log', async () => {
    const res = await sut.call<any>('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.success.result).toMatchObject({
      database: 'up',
      redis: 'up',
      reporting: 'up',
      projections: { caught_up: true, pending_events: 0, lag_seconds: 0 },
    });
  });

  it('shows the lag as the age of the oldest event not yet projected (no worker runs here)', async () => {
    const [event] = syntheticTicketEvents(1, await eventDealers(client), new Date(Date.now() - 90_000), 1);
    await insertEvents(client, [{ ...event, occurred_at: new Date(Date.now() - 90_000).toISOString() }]);
    const res = await sut.call<any>('GET', '/health');
    const { projections } = res.body.success.result;
    expect(projections).toMatchObject({ caught_up: false, pending_events: 1 });
    expect(projections.lag_seconds).toBeGreaterThanOrEqual(89);
    expect(projections.lag_seconds).toBeLessThan(120);
  });

  it('reports each projection feed of the registry on its own: the ticket log feeds behind, the others caught up', async () => {
    const res = await sut.call<any>('GET', '/health');
    const { by_projection: byProjection, projections } = res.body.success.result;
    expect(Object.keys(byProjection).sort()).toEqual([...PROJECTION_FEED_NAMES].sort());
    for (const feed of PROJECTION_FEEDS) {
      expect({ feed: feed.projection, pending: byProjection[feed.projection].pending_events }).toEqual({ feed: feed.projection, pending: feed.table === 'ticket_events' ? 1 : 0 });
    }
    expect(byProjection.surveys).toMatchObject({ caught_up: true, lag_seconds: 0 });
    // The summary is the furthest behind of the ticket log's feeds.
    expect(projections.pending_events).toBe(1);
    expect(projections.lag_seconds).toBeGreaterThanOrEqual(byProjection.tickets.lag_seconds - 1);
  });

  it('stays up but says so when the reporting database is gone: reports degrade, tickets do not', async () => {
    await reportingDatabase.drop();
    const res = await sut.call<any>('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.success.result).toMatchObject({ database: 'up', redis: 'up', reporting: 'down', projections: null, by_projection: null });
  });
});

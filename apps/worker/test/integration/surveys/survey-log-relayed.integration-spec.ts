import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MONTH_CLOSE_DAY_DEFAULT, npsBand } from '@voc/domain';
import { appendSurveyEvents, type NewSurveyEvent, type SurveyCaseDimensions } from '@voc/events';
import { dataSourceOptions, EVENT_LOG_CHANNEL } from '@voc/migrations';
import { QUEUES } from '@voc/queues';
import { SURVEY_REPORTING_TABLES } from '@voc/reporting-schema';
import { PROJECTION_TABLES, relayedLogs } from '@voc/projections';
import { createMigratedDatabase, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectionDifferences } from '../../support/compare-projections';
import { startTestWorker, waitFor } from '../../support/worker-context';

const COMMENTS = ['พนักงานบริการดีมาก สุภาพ ประทับใจ', 'ค่าบริการแพงมาก', 'รอนานมาก เสียเวลา', 'ห้องน้ำสกปรก ควรปรับปรุง', ''];

let seq = 0;

/** One case of `dealer` received on `day`, sent and answered: its events as a synced page appends them (progressed, answered, and a raised ticket for a low score). */
function answeredCase(dealer: string, type: 'showroom' | 'service', day: string, nps: number): NewSurveyEvent[] {
  const dims: SurveyCaseDimensions = { type, survey_id: `R${String(++seq).padStart(6, '0')}`, dealer_ref: dealer, dealer_code: `D${dealer.slice(0, 4)}`, area_code: 'R1-1', region: 'Region1', received_day: day };
  const at = new Date(`${day}T10:00:00+07:00`);
  const low = npsBand(nps) === 'bottom6';
  const events: NewSurveyEvent[] = [
    {
      type: 'SurveyCaseProgressed',
      occurredAt: at,
      payload: {
        case: dims,
        stages: [
          { stage: 'received', at: at.toISOString() },
          { stage: 'sent', at: at.toISOString() },
          { stage: 'responded_successfully', at: at.toISOString() },
        ],
        channel: null,
      },
    },
    {
      type: 'SurveyAnswered',
      occurredAt: at,
      payload: { case: dims, responded_day: day, nps, return_intent: 3, experience: 4, satisfied: low ? 'N' : 'Y', low_score: low, q1: null, q2: null, comment: COMMENTS[seq % COMMENTS.length] },
    },
  ];
  if (low) events.push({ type: 'SurveyTicketRaised', occurredAt: at, payload: { case: dims, ticket_id: randomUUID(), case_no: `S${seq}` } });
  return events;
}

/** A synced page's worth of cases: `count` answered cases spread over dealers, both types and three months. */
function page(dealers: readonly string[], count: number): NewSurveyEvent[] {
  return Array.from({ length: count }, (_, i) => answeredCase(dealers[i % dealers.length], i % 2 ? 'service' : 'showroom', `2026-${['08', '09', '10'][i % 3]}-${String((i % 27) + 1).padStart(2, '0')}`, i % 11)).flat();
}

/**
 * Issue 34: the survey log goes through the event relay like the ticket and PDCA logs. Survey
 * events appended as the survey sync appends them (appendSurveyEvents, a page a transaction) wake
 * the relay by their commit's notification, and its projection jobs apply the survey log's feeds
 * (the survey projections, the voice projection's comments) with no survey sync job running (no
 * survey service configured: the sync never runs). A rebuild gives the same rows.
 */
describe('the survey log projected by the event relay (own database, real Redis)', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let worker: INestApplicationContext | null = null;
  const prefix = `survey-relay-${randomBytes(4).toString('hex')}`;
  const dealers = Array.from({ length: 4 }, () => randomUUID());
  const surveyFeeds = relayedLogs().find((log) => log.table === 'survey_events')?.feeds ?? [];
  const appended: NewSurveyEvent[] = [];

  const appendPage = async (events: NewSurveyEvent[]) => {
    await db.transaction((manager) => appendSurveyEvents(manager, events));
    appended.push(...events);
  };
  /** Whether every feed of the survey log has its checkpoint at the log's last event. */
  const caughtUp = async () => {
    const { rows } = await client.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM reporting.projection_checkpoints c,
         (SELECT tx_id, position FROM survey_events ORDER BY tx_id DESC, position DESC LIMIT 1) head
       WHERE c.projection = ANY($1) AND (c.last_tx, c.last_position) <> (head.tx_id, head.position)`,
      [surveyFeeds],
    );
    return rows[0].behind === 0 || undefined;
  };

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_survey_relay');
    client = new Client({ connectionString: database.url });
    await client.connect();
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });

  afterAll(async () => {
    await worker?.close();
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('reads both survey feeds from the survey log', () => {
    expect(surveyFeeds).toEqual(['surveys', 'voice_surveys']);
  });

  it('announces a committed survey append on the relay channel, once a transaction, and a rolled-back one never', async () => {
    const listener = new Client({ connectionString: database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.channel));
    await listener.query(`LISTEN ${EVENT_LOG_CHANNEL}`);
    try {
      await expect(
        db.transaction(async (manager) => {
          await appendSurveyEvents(manager, page(dealers, 3));
          throw new Error('the page failed');
        }),
      ).rejects.toThrow('the page failed');
      expect((await client.query(`SELECT count(*)::int AS n FROM survey_events`)).rows[0].n).toBe(0);
      await appendPage(page(dealers, 5));
      await waitFor(async () => heard.length > 0 || undefined, 5_000, 'the notification of the committed page');
      // Any later notification would have come with the first (both at commit): one a transaction.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([EVENT_LOG_CHANNEL]);
    } finally {
      await listener.end();
    }
  });

  it('projects the appended pages by the relay with no survey sync running, woken by their commits (not its poll)', async () => {
    // No SURVEY_SERVICE_URL: the survey sync never runs. A minute between polls: only the commits' notifications wake the relay.
    worker = await startTestWorker(prefix, { DATABASE_URL: database.url, RELAY_INTERVAL_MS: '60000' });
    // The page appended before the worker started is the first poll's (at start).
    await waitFor(caughtUp, 30_000, 'the page appended before the worker started projected');
    await waitFor(
      async () => (await client.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'voc-event-log-listener'`)).rowCount === 1 || undefined,
      10_000,
      'listener connected',
    );

    for (let n = 0; n < 3; n++) await appendPage(page(dealers, 40));
    await waitFor(caughtUp, 10_000, 'the pages projected after their notifications');

    const answers = appended.filter((e): e is NewSurveyEvent<'SurveyAnswered'> => e.type === 'SurveyAnswered');
    const [rates] = (await client.query(`SELECT sum(received)::int AS received, sum(sent)::int AS sent, sum(responded_successfully)::int AS responded FROM reporting.survey_rate_daily`)).rows;
    expect(rates).toEqual({ received: answers.length, sent: answers.length, responded: answers.length });
    const [scores] = (await client.query(`SELECT sum(responses)::int AS responses, sum(bottom6)::int AS bottom6 FROM reporting.survey_score_monthly`)).rows;
    expect(scores).toEqual({ responses: answers.length, bottom6: answers.filter((a) => a.payload.nps <= 6).length });
    const [texts] = (await client.query(`SELECT count(*)::int AS n FROM reporting.voice_texts WHERE source = 'survey'`)).rows;
    expect(texts.n).toBe(answers.filter((a) => a.payload.comment !== '').length);

    // No survey sync job was queued or run: the relay's projection jobs did it all.
    const syncQueue = new Queue(QUEUES.surveySync, { connection: { url: testRedisUrl() }, prefix });
    try {
      expect(await syncQueue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed')).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 });
    } finally {
      await syncQueue.close();
    }
  });

  it('gives the same rows as a rebuild of the whole log', async () => {
    await replayInto(projectionStores(db), 'reporting_check', 'calendar', MONTH_CLOSE_DAY_DEFAULT);
    expect(await projectionDifferences(client, 'reporting', 'reporting_check', PROJECTION_TABLES.map((table) => table.name))).toEqual({});
    for (const table of SURVEY_REPORTING_TABLES) expect({ table, rows: (await client.query(`SELECT count(*)::int AS n FROM reporting_check.${table}`)).rows[0].n > 0 }).toEqual({ table, rows: true });
  });
});

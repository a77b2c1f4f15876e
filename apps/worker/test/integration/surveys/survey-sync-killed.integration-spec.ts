import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { SURVEY_TYPES, type SurveyCaseItem, type SurveyResponseItem, type SurveyType } from '@voc/contracts';
import { newStages, NO_STAGES, raisesSurveyTicket } from '@voc/domain';
import { SurveyServiceClient } from '@voc/survey-service-client';
import { createMigratedDatabase, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSurveyStandin, type SurveyStandin } from '../../../../survey-standin/src/standin-server';
import { waitFor } from '../../support/worker-context';
import { SPAWNED_WORKER_MS, SPAWNED_WORKER_TEST_MS } from '../../support/spawned-worker-bounds';

const workerMain = join(__dirname, '../../../dist/main.js');

/** Every item the service has, straight from it (the independent recount's input). */
async function everything<T>(page: (cursor?: string) => Promise<{ data: { items: T[]; next_cursor: string | null } }>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const { data } = await page(cursor);
    all.push(...data.items);
    if (data.next_cursor === null || data.items.length === 0) return all;
    cursor = data.next_cursor;
  }
}

/**
 * The worker's survey sync as its own process, SIGKILLed at random moments mid-sync (between a
 * page's fetch and its transaction, or while the relay's jobs project the survey log) and started
 * again: at the end every case's stages, answers and tickets are in the log once, and the
 * projections (caught up with the log: the condition waited for) equal a recount of what the
 * service served.
 */
describe('a worker process killed at random moments while it syncs the survey service', () => {
  const NOW = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  let database: ThrowawayDatabase;
  let client: Client;
  let standin: SurveyStandin;
  let worker: ChildProcess | null = null;
  const prefix = `survey-kill-${randomBytes(4).toString('hex')}`;

  const start = () => {
    if (!existsSync(workerMain)) throw new Error(`${workerMain} is missing: run "npm run build" before the integration tests`);
    worker = spawn(process.execPath, [workerMain], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'error',
        SURVEY_SERVICE_URL: standin.url,
        SURVEY_SERVICE_USER: standin.user,
        SURVEY_SERVICE_PASSWORD: standin.password,
        SURVEY_SYNC_EVERY_MS: '300',
        SURVEY_SYNC_PAGE_SIZE: '25',
      },
      stdio: 'ignore',
    });
  };
  const kill = async () => {
    const w = worker;
    if (!w || w.exitCode !== null || w.signalCode !== null) return;
    const exited = new Promise((resolve) => w.once('exit', resolve));
    w.kill('SIGKILL');
    await exited;
  };
  const applied = async () => Number((await client.query(`SELECT coalesce(sum(items_applied), 0)::int AS n FROM survey_sync`)).rows[0].n);

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_survey_kill');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       SELECT '1', 'D000' || g, 'ทดสอบ', 'Test', 'สาขา', 'Branch', 'R1-1', 'R1-2', 'Region1', 'Region1', '{}'::jsonb FROM generate_series(1, 4) g`,
    );
    standin = await startSurveyStandin({ dealers: 4, months: 6, now: NOW });
  });

  afterAll(async () => {
    await kill();
    await standin?.close();
    await client?.end();
    await database?.drop();
  });

  it('appends every stage, answer and ticket once, and projects what a recount of the service gives', async () => {
    const service = new SurveyServiceClient({ baseUrl: standin.url, user: standin.user, password: standin.password });
    const cases = new Map<SurveyType, SurveyCaseItem[]>();
    const answers = new Map<SurveyType, SurveyResponseItem[]>();
    for (const type of SURVEY_TYPES) {
      cases.set(type, await everything((cursor) => service.responseRatePage({ type, limit: 5000, ...(cursor ? { cursor } : {}) })));
      answers.set(type, await everything((cursor) => service.dashboardPage({ type, limit: 5000, ...(cursor ? { cursor } : {}) })));
    }
    const totalItems = [...cases.values(), ...answers.values()].reduce((n, items) => n + items.length, 0);
    expect(totalItems).toBeGreaterThan(1000);

    // Kill it at random moments while the pages flow, then let it finish.
    start();
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const killedAt: number[] = [];
    while (killedAt.length < 5) {
      // Once the restarted worker has applied a page more, kill it a moment later.
      const before = killedAt[killedAt.length - 1] ?? 0;
      await waitFor(async () => (await applied()) > before, SPAWNED_WORKER_MS, 'the restarted worker to apply a page');
      await new Promise((resolve) => setTimeout(resolve, random() * 150));
      await kill();
      killedAt.push(await applied());
      // Started again after every kill; the last start is the one that finishes the sync.
      start();
      if (killedAt[killedAt.length - 1] >= totalItems) break;
    }
    // Killed mid-sync, more than once, with pages applied in between.
    const midway = killedAt.filter((n) => n > 0 && n < totalItems);
    expect(new Set(midway).size).toBeGreaterThan(2);
    await waitFor(
      async () => {
        const streams = await client.query(`SELECT count(*)::int AS n FROM survey_sync WHERE last_success_at IS NOT NULL AND last_success_at >= last_attempt_at`);
        const [checkpoint] = (
          await client.query(
            `SELECT (SELECT position FROM survey_events ORDER BY tx_id DESC, position DESC LIMIT 1)::text AS head, last_position::text AS at
             FROM reporting.projection_checkpoints WHERE projection = 'surveys'`,
          )
        ).rows;
        return streams.rows[0].n === 4 && (await applied()) >= totalItems && checkpoint.head === checkpoint.at;
      },
      60_000,
      'the sync and the survey projections to catch up',
    );
    await kill();

    // No stage, answer or ticket twice.
    const twice = await client.query(
      `SELECT e.case_key, s->>'stage' AS stage, count(*) FROM survey_events e, jsonb_array_elements(e.payload->'stages') s
       WHERE e.type = 'SurveyCaseProgressed' GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(twice.rows).toEqual([]);
    const twiceAnswered = await client.query(`SELECT case_key FROM survey_events WHERE type IN ('SurveyAnswered', 'SurveyTicketRaised') GROUP BY case_key, type HAVING count(*) > 1`);
    expect(twiceAnswered.rows).toEqual([]);

    for (const type of SURVEY_TYPES) {
      // The six numbers recounted from the service's items: each case's last state, its stages by the domain's rule.
      const last = new Map<string, SurveyCaseItem>();
      for (const item of cases.get(type) ?? []) last.set(item.survey_id, item);
      const expected: Record<string, number> = { received: 0, cleansed: 0, sent: 0, responded_successfully: 0, responded_unsuccessfully: 0, not_responded: 0 };
      for (const item of last.values()) for (const stage of newStages(NO_STAGES, item)) expected[stage]++;
      const [counted] = (
        await client.query(
          `SELECT sum(received)::int AS received, sum(cleansed)::int AS cleansed, sum(sent)::int AS sent, sum(responded_successfully)::int AS responded_successfully,
                  sum(responded_unsuccessfully)::int AS responded_unsuccessfully, sum(not_responded)::int AS not_responded
           FROM reporting.survey_rate_daily WHERE type = $1`,
          [type],
        )
      ).rows;
      expect({ type, ...counted }).toEqual({ type, ...expected });

      const typeAnswers = answers.get(type) ?? [];
      const [scores] = (await client.query(`SELECT sum(responses)::int AS responses, sum(bottom6)::int AS bottom6 FROM reporting.survey_score_monthly WHERE type = $1`, [type])).rows;
      expect({ type, ...scores }).toEqual({ type, responses: typeAnswers.length, bottom6: typeAnswers.filter((a) => a.nps <= 6).length });

      // One ticket per fresh low score (the worker's clock is the real one, as the stand-in's "now").
      const fresh = typeAnswers.filter((a) => raisesSurveyTicket(a, new Date(a.responded_at), new Date()));
      const tickets = await client.query(`SELECT count(*)::int AS n FROM tickets WHERE source = 'survey' AND type = $1`, [type]);
      expect({ type, tickets: tickets.rows[0].n }).toEqual({ type, tickets: fresh.length });
    }
  }, SPAWNED_WORKER_TEST_MS);
});

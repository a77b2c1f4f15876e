import 'reflect-metadata';
import type { SurveyResponseItem } from '@voc/contracts';
import { raisesSurveyTicket, recoveryCounts, recoveryRate, recoveryStanding, surveyTicketImportKey, thaiMonth } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { SurveyServiceClient } from '@voc/survey-service-client';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSurveyStandin, type SurveyStandin } from '../../../../survey-standin/src/standin-server';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { syncSurveyService } from '../../../../worker/src/surveys/sync/sync-survey-service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectAllSurveys } from '../../../../worker/src/surveys/projections/project-surveys';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { testProjectionStores as projectionStores } from '../../../../worker/test/support/test-projection-stores';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectAll } from '../../../../worker/src/projections/tickets/project-tickets';
import { seedDemoData } from '../../../src/demo-data/seed-demo-data';
import { seedDemoTickets } from '../../../src/demo-data/seed-demo-tickets';
import { createUser } from '../../support/account-fixtures';
import { signIn } from '../../support/ticket-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';

const NOW = '2026-11-20T12:00:00+07:00';

/** Every answer the service holds for a type (the recount's input). */
async function answersOf(client: SurveyServiceClient, type: 'showroom' | 'service'): Promise<SurveyResponseItem[]> {
  const all: SurveyResponseItem[] = [];
  let cursor: string | undefined;
  for (;;) {
    const { data } = await client.dashboardPage({ type, limit: 5000, ...(cursor ? { cursor } : {}) });
    all.push(...data.items);
    if (data.next_cursor === null || data.items.length === 0) return all;
    cursor = data.next_cursor;
  }
}

describe('demo survey tickets: raised when each low score arrived, through the whole history, worked like the others', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let standin: SurveyStandin;
  let client: SurveyServiceClient;
  let csn: string;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_demo_survey_tickets');
    sut = await startTestApi({ DATABASE_URL: database.url });
    await seedDemoData(sut.db, { dealers: 6, staffPerDealer: 1 }, async () => 'not-a-real-hash');
    csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    standin = await startSurveyStandin({ dealers: 6, months: 5, now: NOW });
    client = new SurveyServiceClient({ baseUrl: standin.url, user: standin.user, password: standin.password, timeoutMs: 5000, maxAttempts: 2, backoffBaseMs: 5 });
  });

  afterAll(async () => {
    await standin?.close();
    await sut?.close();
    await database?.drop();
  });

  it('seeds one survey ticket per low score fresh when it arrived; the first sync links every answer to its ticket and raises none; recovery is real in every month', async () => {
    await seedDemoTickets(sut.db, 80, new Date(NOW), 8, client);
    const answers = [...(await answersOf(client, 'showroom')), ...(await answersOf(client, 'service'))];
    const [{ codes }] = await sut.db.query<Array<{ codes: string[] }>>(`SELECT array_agg(dealer_code) AS codes FROM dealers WHERE status = 'normal'`);
    const lows = answers.filter((a) => codes.includes(a.dealer_code) && raisesSurveyTicket(a, new Date(a.responded_at), new Date(Date.parse(a.updated_at) + 5 * 60_000)));
    expect(lows.length).toBeGreaterThan(20);
    const keyed = await sut.db.query<Array<{ import_key: string }>>(`SELECT import_key FROM tickets WHERE source = 'survey'`);
    expect(new Set(keyed.map((t) => t.import_key))).toEqual(new Set(lows.map((a) => surveyTicketImportKey(a.type, a.survey_id))));
    // Raised over the whole history, not only its last days; none dated ahead of the seed's clock.
    const months = new Set(lows.map((a) => thaiMonth(a.responded_at)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    const [{ latest }] = await sut.db.query<Array<{ latest: Date }>>(`SELECT max(occurred_at) AS latest FROM ticket_events`);
    expect(latest.getTime()).toBeLessThanOrEqual(Date.parse(NOW));
    // Worked like the others: most are completed, some checked with the customer.
    const [{ completed, checked }] = await sut.db.query(`SELECT count(*) FILTER (WHERE status = 'B')::int AS completed, count(*) FILTER (WHERE review->>'satisfied' IS NOT NULL)::int AS checked FROM tickets WHERE source = 'survey'`);
    expect(completed).toBeGreaterThan(lows.length / 2);
    expect(checked).toBeGreaterThan(0);

    const stores = projectionStores(sut.db, sut.db);
    const report = await syncSurveyService(new UnitOfWork(sut.db), client, { pageSize: 500, now: () => new Date(NOW), afterPage: async () => void (await projectAllSurveys(stores)) });
    expect(report.items).toBeGreaterThan(0);
    await projectAll(stores);
    const [{ n: after }] = await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE source = 'survey'`);
    expect(after).toBe(lows.length);
    const [{ n: linked }] = await sut.db.query(`SELECT count(DISTINCT payload->>'ticket_id')::int AS n FROM survey_events WHERE type = 'SurveyTicketRaised'`);
    expect(linked).toBe(lows.length);

    // A month long past: its Bottom6 responses raised tickets when they arrived, so its recovery is a rate, equal to a recount over the write model.
    const month = [...months].sort()[1];
    const tickets = new Map(
      (await sut.db.query<Array<{ import_key: string; status: string; satisfied: 'Y' | 'N' | 'NA' | null }>>(`SELECT import_key, status, review->>'satisfied' AS satisfied FROM tickets WHERE source = 'survey'`)).map((t) => [t.import_key, t]),
    );
    for (const type of ['showroom', 'service'] as const) {
      const inMonth = answers.filter((a) => a.type === type && codes.includes(a.dealer_code) && thaiMonth(a.responded_at) === month);
      const expected = recoveryCounts(
        inMonth.map((a) => {
          const t = tickets.get(surveyTicketImportKey(type, a.survey_id));
          return recoveryStanding(a.nps, t ? { completed: t.status === 'B', satisfied: t.satisfied, cancelled: t.status === 'D', deleted: false } : null);
        }),
      );
      expect(expected.eligible).toBeGreaterThan(0);
      const scores = await sut.call<any>('GET', `/reports/survey-scores?type=${type}&period=monthly&year=${month.slice(0, 4)}&month=${Number(month.slice(5, 7))}&group_by=region`, { token: csn });
      expect(scores.status).toBe(200);
      expect(scores.body.success.total.recovery).toEqual({ ...expected, rate: recoveryRate(expected) });
      expect(scores.body.success.total.recovery.rate).not.toBeNull();
    }
  }, 180_000); // seeds, syncs and projects five months of six dealers: 20 s quiet, over 60 s at load 16+
});

import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { integrationEnv } from '@voc/testing';
import { createUser } from '../../support/account-fixtures';
import { spawnApi, type ApiProcess } from '../../support/api-process';
import { TEST_JWT_SECRET } from '../../support/test-api';
import { waitFor } from '../../support/test-worker';

/**
 * Issue 35: the built api's request log as a console and a log store see it: in development
 * (LOG_FORMAT=pretty, what npm start sets) one readable line per request without headers, 4xx at
 * WARN; in production (LOG_FORMAT=json, the default) one JSON object a line, levels as numbers.
 */
const MISSING_DEALER = '00000000-0000-4000-8000-000000000000';

describe('the api request log', () => {
  let db: DataSource;
  const { databaseUrl, redisUrl } = integrationEnv();
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'info', REDIS_PREFIX: `log-${process.pid}` };

  beforeAll(async () => {
    db = new DataSource(dataSourceOptions(databaseUrl, 2));
    await db.initialize();
  });
  afterAll(() => db.destroy());

  /** Runs the api with `format`, signs a csn in and asks for a list, a missing page and a page without a token; answers its log. */
  async function logOf(format: 'json' | 'pretty'): Promise<{ log: string; userId: string }> {
    const user = await createUser(db, { type: 'csn' });
    let api: ApiProcess | undefined;
    try {
      api = await spawnApi({ ...env, LOG_FORMAT: format }, db);
      const signedIn = await api.api.call<{ success: { token: string } }>('POST', '/auth/user', { body: { email: user.email, password: user.password } });
      const token = signedIn.body.success.token;
      expect((await api.api.call('GET', '/dealers?limit=1', { token, headers: { 'x-trace-me': 'header-value' } })).status).toBe(200);
      expect((await api.api.call('GET', `/dealers/${MISSING_DEALER}`, { token })).status).toBe(404);
      expect((await api.api.call('GET', '/dealers', { headers: { 'x-trace-me': 'header-value' } })).status).toBe(401);
      const running = api;
      // Both formats carry the line's message: the last request's line has come when it is there.
      await waitFor(async () => running.stdout().includes('GET /api/dealers 401'), 15_000, 'the last request logged');
      return { log: api.stdout(), userId: user.id };
    } finally {
      await api?.stop();
    }
  }

  it('is one readable line per request in development, without headers, 4xx at WARN', async () => {
    const { log, userId } = await logOf('pretty');
    const lines = log.split('\n').filter((line) => / (GET|POST) \/api\//.test(line));
    const time = String.raw`^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\]`;
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`${time} INFO: POST /api/auth/user 200 \\d+ ms$`)),
      expect.stringMatching(new RegExp(`${time} INFO: GET /api/dealers\\?limit=1 200 \\d+ ms · csn ${userId}$`)),
      expect.stringMatching(new RegExp(`${time} WARN: GET /api/dealers/${MISSING_DEALER} 404 \\d+ ms · csn ${userId}$`)),
      expect.stringMatching(new RegExp(`${time} WARN: GET /api/dealers 401 \\d+ ms$`)),
    ]);
    expect(log).not.toMatch(/header-value|authorization|"headers"/);
    // Nest's start-up lines (a line per module and route) wait for LOG_LEVEL=debug; no warning at a start.
    expect(log).not.toMatch(/InstanceLoader|RouterExplorer/);
    expect(log).not.toMatch(/WARN: (?!GET \/api\/dealers)/);
  }, 120_000);

  it('is one JSON object a line in production, with the request, the status and who asked, no headers', async () => {
    const { log, userId } = await logOf('json');
    const entries = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { method: string; url: string; headers?: unknown }; res?: { statusCode: number }; user?: { id: string; type: string } });
    const requests = entries.filter((e) => e.req && e.res);
    expect(requests.map((e) => [e.level, e.req!.method, e.req!.url, e.res!.statusCode, e.user?.id ?? null])).toEqual([
      [30, 'POST', '/api/auth/user', 200, null],
      [30, 'GET', '/api/dealers?limit=1', 200, userId],
      [40, 'GET', `/api/dealers/${MISSING_DEALER}`, 404, userId],
      [40, 'GET', '/api/dealers', 401, null],
    ]);
    expect(requests[1].user).toEqual({ id: userId, type: 'csn' });
    expect(entries.every((e) => e.req?.headers === undefined)).toBe(true);
    expect(log).not.toContain('header-value');
  }, 120_000);
});

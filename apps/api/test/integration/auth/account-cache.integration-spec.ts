import 'reflect-metadata';
import { createDealer, createUser } from '../../support/account-fixtures';
import { signInAs } from '../../support/master-data-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';

/** AUTH_CACHE_MS of the two api processes below: the bound a change made elsewhere may take. */
const BOUND_MS = 700;

/**
 * The token guard answers from an account row it read within AUTH_CACHE_MS. Two api processes on
 * one database (as in production behind a load balancer): a change made through one holds there
 * at once, on the other within AUTH_CACHE_MS; a grant is never late (a row that refuses is read
 * again), so a new session works everywhere at once.
 */
describe('the token guard account cache (AUTH_CACHE_MS)', () => {
  let one: TestApi;
  let two: TestApi;

  beforeAll(async () => {
    [one, two] = await Promise.all([startTestApi({ AUTH_CACHE_MS: String(BOUND_MS) }), startTestApi({ AUTH_CACHE_MS: String(BOUND_MS) })]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  const profile = (sut: TestApi, token: string) => sut.call('GET', '/auth/profile', { token }).then((res) => res.status);

  /** Asks until the answer is `status`; answers how long that took (ms). */
  async function msUntil(sut: TestApi, token: string, status: number, limitMs: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      if ((await profile(sut, token)) === status) return Date.now() - started;
      if (Date.now() - started > limitMs) throw new Error(`still not ${status} after ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('answers from the cache inside the bound: a change straight in the database shows within AUTH_CACHE_MS, not at once', async () => {
    const user = await createUser(one.db);
    const token = await signInAs(one, user);
    expect(await profile(one, token)).toBe(200);
    const changedAt = Date.now();
    await one.db.query(`UPDATE users SET active_flag = 0 WHERE id = $1`, [user.id]);
    // Asked right away, the process still answers from the row it read (the cache is in use) ...
    if (Date.now() - changedAt < BOUND_MS / 2) expect(await profile(one, token)).toBe(200);
    // ... and refuses once the row is older than the bound.
    await msUntil(one, token, 401, BOUND_MS + 1000);
    expect(Date.now() - changedAt).toBeLessThan(BOUND_MS + 1000);
  });

  it('a deactivation through one process holds there at once and on the other within AUTH_CACHE_MS', async () => {
    const admin = await createUser(one.db, { type: 'csn' });
    const adminToken = await signInAs(one, admin);
    const user = await createUser(one.db, { type: 'nml' });
    const token = await signInAs(one, user);
    expect(await profile(one, token)).toBe(200);
    expect(await profile(two, token)).toBe(200);
    const changedAt = Date.now();
    expect((await one.call('PUT', `/users/${user.id}`, { token: adminToken, body: { active_flag: 0 } })).status).toBe(200);
    expect(await profile(one, token)).toBe(401);
    await msUntil(two, token, 401, BOUND_MS + 1000);
    expect(Date.now() - changedAt).toBeLessThan(BOUND_MS + 1000);
  });

  it('a closed branch shuts its staff out at once in the process that closed it', async () => {
    const admin = await createUser(one.db, { type: 'csn' });
    const adminToken = await signInAs(one, admin);
    const dealer = await createDealer(one.db);
    const staff = await createUser(one.db, { type: 'dealer', dealerId: dealer.id });
    const token = await signInAs(one, staff);
    expect(await profile(one, token)).toBe(200);
    expect((await one.call('PUT', `/dealers/${dealer.id}`, { token: adminToken, body: { status: 'closed' } })).status).toBe(200);
    expect(await profile(one, token)).toBe(401);
  });

  it('a new password revokes the old token at once where it was changed, and the new session works on both at once', async () => {
    const user = await createUser(one.db, { password: 'Old-passw0rd-1' });
    const old = await signInAs(one, user);
    expect(await profile(one, old)).toBe(200);
    expect(await profile(two, old)).toBe(200);
    const changed = await two.call<any>('POST', '/auth/password', { token: old, body: { current_password: 'Old-passw0rd-1', new_password: 'New-passw0rd-2' } });
    expect(changed.status).toBe(200);
    const fresh = changed.body.success.token as string;
    // `one` still holds the old row (older token version): the new token is read afresh, not refused.
    expect(await profile(one, fresh)).toBe(200);
    expect(await profile(two, fresh)).toBe(200);
    expect(await profile(two, old)).toBe(401);
    expect(await profile(one, old)).toBe(401);
  });
});

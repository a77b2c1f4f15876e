import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { AUTH_ERRORS, USER_ERRORS } from '@voc/contracts';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { ensureFirstAdministrator } from '../../../src/auth/services/first-administrator';
import { PasswordHasher } from '../../../src/auth/services/password-hasher.service';
import { startTestApi, type TestApi } from '../../support/test-api';

const hasher = new PasswordHasher();
const hash = (plain: string) => hasher.hash(plain);
const REPO = path.resolve(__dirname, '../../../../..');

describe('a deployment starts with one administrator who must change the password', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_admin');
    sut = await startTestApi({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await sut?.close();
    await database?.drop();
  });

  it.each([
    [{ email: undefined, initialPassword: 'Start-2026' }, /ADMIN_EMAIL is not set/],
    [{ email: 'not-an-email', initialPassword: 'Start-2026' }, /ADMIN_EMAIL is not an email/],
    [{ email: 'admin@example.com', initialPassword: undefined }, /ADMIN_INITIAL_PASSWORD is not set/],
    [{ email: 'admin@example.com', initialPassword: 'short' }, /ADMIN_INITIAL_PASSWORD is too short/],
    [{ email: 'admin@example.com', initialPassword: 'demo1234' }, /ADMIN_INITIAL_PASSWORD is too common/],
    [{ email: 'admin@example.com', initialPassword: 'password' }, /ADMIN_INITIAL_PASSWORD is too common/],
    [{ email: 'admin@example.com', initialPassword: '12345678' }, /ADMIN_INITIAL_PASSWORD is too common/],
    [{ email: 'admin@example.com', initialPassword: 'Qwerty123!' }, /ADMIN_INITIAL_PASSWORD is too common/],
    [{ email: 'admin@example.com', initialPassword: 'VOC-dashboard-1' }, /ADMIN_INITIAL_PASSWORD is too common/],
    [{ email: 'somchai@example.com', initialPassword: 'Somchai-2026' }, /ADMIN_INITIAL_PASSWORD contains the name of ADMIN_EMAIL/],
    [{ email: 'admin@example.com', initialPassword: 'only-letters-here' }, /ADMIN_INITIAL_PASSWORD is too weak: it needs a letter and a digit/],
  ])('refuses to start without a usable first administrator: %j', async (input, message) => {
    await expect(ensureFirstAdministrator(sut.db, input, hash)).rejects.toThrow(message);
  });

  it('the seed command loads demo accounts only when SEED_DEMO=1 asks for them', () => {
    const run = spawnSync(process.execPath, ['apps/api/dist/cli/seed.js'], { cwd: REPO, env: { ...process.env, DATABASE_URL: database.url, SEED_DEMO: '' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SEED_DEMO is not 1');
  });

  it('creates it once, lets it sign in, refuses everything but the password change until it is changed', async () => {
    expect(await ensureFirstAdministrator(sut.db, { email: 'Admin@Example.com', initialPassword: 'Start-2026' }, hash)).toBe('created');
    expect(await ensureFirstAdministrator(sut.db, { email: 'other@example.com', initialPassword: 'Other-2026' }, hash)).toBe('exists');
    const [{ count }] = await sut.db.query(`SELECT count(*)::int AS count FROM users WHERE type = 'csn'`);
    expect(count).toBe(1);
    const [{ count: demo }] = await sut.db.query(`SELECT count(*)::int AS count FROM users WHERE email LIKE '%@demo.local'`);
    expect(demo).toBe(0);

    const signIn = await sut.call<any>('POST', '/auth/user', { body: { email: 'admin@example.com', password: 'Start-2026' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.success.user).toMatchObject({ type: 'csn', must_change_password: true });
    const first = signIn.body.success.token;

    expect((await sut.call<any>('GET', '/auth/profile', { token: first })).body.success.result.must_change_password).toBe(true);
    const refused = await sut.call<any>('GET', '/users', { token: first });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ name: 'PasswordChangeRequired', message: AUTH_ERRORS.mustChangePassword });

    const wrong = await sut.call<any>('POST', '/auth/password', { token: first, body: { current_password: 'nope-1234', new_password: 'Mine-2026x' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toEqual([{ field: 'current_password', message: AUTH_ERRORS.currentPasswordWrong }]);
    for (const [weak, message] of [
      ['short1', USER_ERRORS.passwordTooShort],
      ['Start-2026', USER_ERRORS.passwordSameAsCurrent],
      ['demo1234', USER_ERRORS.passwordTooCommon],
      ['xx-Admin-2026', USER_ERRORS.passwordContainsName],
    ]) {
      const res = await sut.call<any>('POST', '/auth/password', { token: first, body: { current_password: 'Start-2026', new_password: weak } });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ field: 'new_password', message }]);
    }

    const changed = await sut.call<any>('POST', '/auth/password', { token: first, body: { current_password: 'Start-2026', new_password: 'Mine-2026x' } });
    expect(changed.status).toBe(200);
    expect(changed.body.success.user.must_change_password).toBe(false);
    expect((await sut.call('GET', '/users', { token: changed.body.success.token })).status).toBe(200);
    expect((await sut.call('GET', '/auth/profile', { token: first })).status).toBe(401);
    expect((await sut.call('POST', '/auth/user', { body: { email: 'admin@example.com', password: 'Start-2026' } })).status).toBe(401);
  });
});

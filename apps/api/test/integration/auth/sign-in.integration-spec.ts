import { AUTH_ERRORS, FIELD_ERRORS } from '@voc/contracts';
import { createDealer, createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';

describe('sign-in (POST /api/auth/user and /api/auth/dealer)', () => {
  let sut: TestApi;

  beforeAll(async () => {
    sut = await startTestApi();
  });
  afterAll(() => sut.close());

  describe('staff', () => {
    it('answers a token and the signed-in user for the right email and password', async () => {
      const user = await createUser(sut.db, { type: 'nml' });
      const res = await sut.call('POST', '/auth/user', { body: { email: user.email!.toUpperCase(), password: user.password } });
      expect(res.status).toBe(200);
      expect(res.body.success).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        token_type: 'Bearer',
        user: expect.objectContaining({ _id: user.id, type: 'nml', first_name: 'ทดสอบ', group: { showroom: true, service: true } }),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password_hash|passwordHash|"password"|argon2/i);
    });

    it('refuses a wrong password and an unknown email alike (401, errors.signin.invalid)', async () => {
      const user = await createUser(sut.db);
      const wrong = await sut.call('POST', '/auth/user', { body: { email: user.email, password: 'not-the-password' } });
      const unknown = await sut.call('POST', '/auth/user', { body: { email: 'nobody@test.local', password: 'whatever1' } });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: { name: 'InvalidCredentials', message: AUTH_ERRORS.invalidCredentials } });
      }
    });

    it('refuses an inactive user with 403 errors.signin.inactive', async () => {
      const user = await createUser(sut.db, { active: 0 });
      const res = await sut.call('POST', '/auth/user', { body: { email: user.email, password: user.password } });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(AUTH_ERRORS.inactive);
    });

    it('does not let dealer staff sign in on the staff form', async () => {
      const dealer = await createDealer(sut.db);
      const user = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id });
      await sut.db.query(`UPDATE users SET email = $1 WHERE id = $2`, [`dealer-${user.id}@test.local`, user.id]);
      const res = await sut.call('POST', '/auth/user', { body: { email: `dealer-${user.id}@test.local`, password: user.password } });
      expect(res.status).toBe(401);
    });

    it.each([
      [{}, [{ field: 'email', message: FIELD_ERRORS.required }, { field: 'password', message: FIELD_ERRORS.required }]],
      [{ email: 'not-an-email', password: 'x' }, [{ field: 'email', message: FIELD_ERRORS.email }]],
      [{ email: '', password: 'x' }, [{ field: 'email', message: FIELD_ERRORS.required }]],
      [{ email: 'a@b.co', password: 'x', admin: true }, [{ field: 'admin', message: expect.any(String) }]],
    ])('names each bad field with its message key: %o', async (body, details) => {
      const res = await sut.call('POST', '/auth/user', { body });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ name: 'ValidationError', message: 'errors.validation', details });
    });
  });

  describe('dealer staff', () => {
    it('signs in with passport id and password, answering the dealer for the welcome banner', async () => {
      const dealer = await createDealer(sut.db);
      const user = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id, group: { showroom: true, service: false } });
      const res = await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password: user.password } });
      expect(res.status).toBe(200);
      expect(res.body.success.user).toMatchObject({
        type: 'dealer',
        group: { showroom: true, service: false },
        dealer: { _id: dealer.id, dealer_code: dealer.code, dealer_name: 'นิสสัน ทดสอบ', dealer_name_en: 'Nissan Test', branch_name: 'สาขาทดสอบ', branch_name_en: 'Test Branch' },
      });
    });

    it('refuses a wrong password with 401', async () => {
      const dealer = await createDealer(sut.db);
      const user = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id });
      const res = await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password: 'wrong-password' } });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(AUTH_ERRORS.invalidCredentials);
    });

    it('requires only the passport id', async () => {
      const res = await sut.call('POST', '/auth/dealer', { body: { password: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ field: 'passport_id', message: FIELD_ERRORS.required }]);
    });

    describe('the blank password the dealer form sends (a single space)', () => {
      it('is refused even for a passport-only account unless the deployment turned legacy sign-in on', async () => {
        const dealer = await createDealer(sut.db);
        const user = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id, passportOnly: true });
        for (const password of [' ', '', undefined]) {
          const res = await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password } });
          expect(res.status).toBe(401);
        }
      });

      it('is accepted for a passport-only account with LEGACY_BLANK_PASSWORD_SIGNIN=1', async () => {
        const legacy = await startTestApi({ LEGACY_BLANK_PASSWORD_SIGNIN: '1' });
        try {
          const dealer = await createDealer(legacy.db);
          const user = await createUser(legacy.db, { type: 'dealer', dealerId: dealer.id, passportOnly: true });
          for (const password of [' ', '', undefined]) {
            const res = await legacy.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password } });
            expect(res.status).toBe(200);
          }
        } finally {
          await legacy.close();
        }
      });

      it('is refused for an ordinary passport account (the default)', async () => {
        const dealer = await createDealer(sut.db);
        const user = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id });
        for (const password of [' ', '', undefined]) {
          const res = await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password } });
          expect(res.status).toBe(401);
        }
      });
    });

    it('answers errors.signin.permission for a passport that may not sign in (inactive, or its dealer closed)', async () => {
      const open = await createDealer(sut.db);
      const closed = await createDealer(sut.db, { status: 'closed' });
      const inactive = await createUser(sut.db, { type: 'dealer', dealerId: open.id, active: 0 });
      const atClosed = await createUser(sut.db, { type: 'dealer', dealerId: closed.id });
      for (const user of [inactive, atClosed]) {
        const res = await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password: user.password } });
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({ name: 'SignInNotPermitted', message: AUTH_ERRORS.permission });
      }
    });

    it('does not let staff sign in on the dealer form', async () => {
      const staff = await createUser(sut.db, { type: 'csn' });
      await sut.db.query(`UPDATE users SET passport_id = $1 WHERE id = $2`, [`STAFF-${staff.id}`, staff.id]);
      const res = await sut.call('POST', '/auth/dealer', { body: { passport_id: `STAFF-${staff.id}`, password: staff.password } });
      expect(res.status).toBe(401);
    });
  });
});

/**
 * An api behind one trusted proxy hop (the client address is the X-Forwarded-For one) with `env`,
 * started for the enclosing describe. Each test speaks from addresses of its own (`address()`), so
 * the counts of one test never reach another.
 */
function apiBehindProxy(env: Record<string, string>, subnet: string) {
  let sut: TestApi;
  let next = 1;
  beforeAll(async () => {
    sut = await startTestApi({ TRUST_PROXY_HOPS: '1', ...env });
  });
  afterAll(() => sut.close());
  return {
    db: () => sut.db,
    address: () => `${subnet}.${next++}`,
    signIn: (from: string, body: Record<string, unknown>, form = '/auth/user') => sut.call('POST', form, { body, headers: { 'x-forwarded-for': from } }),
  };
}

describe('sign-in limits (failures only, per address and identifier, per address across identifiers)', () => {
  const { db, address, signIn } = apiBehindProxy({ SIGNIN_RATE_LIMIT: '3', SIGNIN_IP_RATE_LIMIT: '5', SIGNIN_RATE_WINDOW_SECONDS: '60' }, '198.51.100');

  it('answers 429 past the limit for one client and identifier, and counts other identifiers apart', async () => {
    const from = address();
    const user = await createUser(db());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(from, { email: user.email, password: 'wrong-guess' })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await signIn(from, { email: user.email, password: user.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { name: 'TooManyRequests', message: AUTH_ERRORS.tooManyAttempts } });
    // Locked for SIGNIN_LOCK_SECONDS (60 by default) from the third failure.
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(55);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    const other = await createUser(db());
    expect((await signIn(from, { email: other.email, password: other.password })).status).toBe(200);
  });

  it('counts failures only: a user who signs in often is never limited', async () => {
    const from = address();
    const user = await createUser(db());
    for (let i = 0; i < 6; i += 1) expect((await signIn(from, { email: user.email, password: user.password })).status).toBe(200);
  });

  it('a successful sign-in clears the earlier failures of that address and identifier', async () => {
    const from = address();
    const user = await createUser(db());
    const statuses: number[] = [];
    for (const password of ['typo-1', 'typo-2', user.password, 'typo-3', 'typo-4', 'typo-5', 'typo-6']) {
      statuses.push((await signIn(from, { email: user.email, password })).status);
    }
    expect(statuses).toEqual([401, 401, 200, 401, 401, 401, 429]);
  });

  it('wrong tries against an account from another address never lock its owner out', async () => {
    const attacker = address();
    const owner = address();
    const user = await createUser(db());
    for (let i = 0; i < 4; i += 1) await signIn(attacker, { email: user.email, password: 'guess' });
    expect((await signIn(attacker, { email: user.email, password: user.password })).status).toBe(429);
    expect((await signIn(owner, { email: user.email, password: user.password })).status).toBe(200);
  });

  it('past the address-wide count, gives each identifier not known there one check, and lets a colleague’s right password in', async () => {
    const office = address();
    const regular = await createUser(db());
    expect((await signIn(office, { email: regular.email, password: regular.password })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn(office, { email: `nobody-${i}-${office}@example.com`, password: 'Winter2026!' })).status).toBe(401);

    // A colleague who never signed in from this office, right password: in.
    const newcomer = await createUser(db());
    expect((await signIn(office, { email: newcomer.email, password: newcomer.password })).status).toBe(200);

    // Spraying on: one check per identifier, then that identifier waits.
    const sprayed = `sprayed-${office}@example.com`;
    expect((await signIn(office, { email: sprayed, password: 'Summer2026!' })).status).toBe(401);
    const refused = await signIn(office, { email: sprayed, password: 'Autumn2026!' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // One typed wrong: the account known at this office keeps the account limit, an unknown one does not.
    const stranger = await createUser(db());
    expect((await signIn(office, { email: regular.email, password: 'typo-1' })).status).toBe(401);
    expect((await signIn(office, { email: regular.email, password: regular.password })).status).toBe(200);
    expect((await signIn(office, { email: stranger.email, password: 'typo-1' })).status).toBe(401);
    expect((await signIn(office, { email: stranger.email, password: stranger.password })).status).toBe(429);
    // ...from its own address it is not held back.
    expect((await signIn(address(), { email: stranger.email, password: stranger.password })).status).toBe(200);
  });

  it('limits the dealer form the same way', async () => {
    const from = address();
    const passport = `NOPE-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn(from, { passport_id: passport, password: 'x' }, '/auth/dealer')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('a malformed form counts nothing', async () => {
    const from = address();
    for (let i = 0; i < 5; i += 1) expect((await signIn(from, { email: 'not-an-email', password: 'x' })).status).toBe(400);
    const user = await createUser(db());
    expect((await signIn(from, { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe('sign-in limits under attempts sent at once', () => {
  // The default account limit (10) and the default lock (60 s). With a lock of a few seconds the
  // lock could end while the 60 requests are still arriving (at load 12 they took longer than
  // 3 s to reach the api), and an 11th check would then rightly go ahead.
  const { db, address, signIn } = apiBehindProxy({}, '203.0.113');

  it.each([
    ['staff', '/auth/user', (id: string) => ({ email: id })],
    ['dealer', '/auth/dealer', (id: string) => ({ passport_id: id })],
  ] as const)('60 wrong passwords sent at once for one %s account get at most 10 checked (401), the rest 429', async (_kind, form, named) => {
    const from = address();
    const dealer = await createDealer(db());
    const user = await createUser(db(), form === '/auth/dealer' ? { type: 'dealer', dealerId: dealer.id } : {});
    const identifier = form === '/auth/dealer' ? user.passportId! : user.email!;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(from, { ...named(identifier), password: `wrong-${i}` }, form)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    for (const res of answers.filter((answer) => answer.status === 429)) {
      expect(res.body).toEqual({ error: { name: 'TooManyRequests', message: AUTH_ERRORS.tooManyAttempts } });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The account is locked at that address even for the right password.
    expect((await signIn(from, { ...named(identifier), password: user.password }, form)).status).toBe(429);
  });
});

describe('the growing sign-in lock', () => {
  // The default account limit (10); a short lock, so the test can wait for it to end.
  const { db, address, signIn } = apiBehindProxy({ SIGNIN_LOCK_SECONDS: '3', SIGNIN_LOCK_MAX_SECONDS: '6' }, '203.0.113');

  it('locks longer at each further failure past the limit, up to SIGNIN_LOCK_MAX_SECONDS, and the right password clears it', async () => {
    const from = address();
    const user = await createUser(db());
    const wrong = { email: user.email, password: 'wrong-guess' };
    /** Waits, trying wrong, until a password is checked again (the lock is over): that failure's answer. */
    const nextCheck = async () => {
      for (;;) {
        const res = await signIn(from, wrong);
        if (res.status !== 429) return res;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const retryAfter = async () => {
      const res = await signIn(from, wrong);
      expect(res.status).toBe(429);
      return Number(res.headers.get('retry-after'));
    };
    for (let i = 0; i < 10; i += 1) expect((await signIn(from, wrong)).status).toBe(401);
    const first = await retryAfter();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(3);
    expect((await nextCheck()).status).toBe(401);
    // The 11th failure: twice the lock (6 s).
    const second = await retryAfter();
    expect(second).toBeGreaterThan(3);
    expect(second).toBeLessThanOrEqual(6);
    expect((await nextCheck()).status).toBe(401);
    // The 12th: 12 s, capped at 6.
    const third = await retryAfter();
    expect(third).toBeGreaterThan(3);
    expect(third).toBeLessThanOrEqual(6);
    // Once the lock is over, the right password signs in and starts the count afresh.
    for (;;) {
      const res = await signIn(from, { email: user.email, password: user.password });
      if (res.status !== 429) {
        expect(res.status).toBe(200);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await signIn(from, wrong)).status).toBe(401);
  }, 60_000);
});

describe('sign-in with Redis not answering', () => {
  let sut: TestApi;

  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails.
    sut = await startTestApi({ REDIS_URL: 'redis://127.0.0.1:1', SIGNIN_RATE_LIMIT: '2' });
  });
  afterAll(() => sut?.close());

  it('still signs users in, and still limits failures (counted in the api process)', async () => {
    const user = await createUser(sut.db);
    expect((await sut.call('POST', '/auth/user', { body: { email: user.email, password: user.password } })).status).toBe(200);
    const other = await createUser(sut.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await sut.call('POST', '/auth/user', { body: { email: other.email, password: 'guess' } })).status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});

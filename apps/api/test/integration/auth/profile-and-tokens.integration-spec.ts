import { JwtService } from '@nestjs/jwt';
import { AUTH_ERRORS } from '@voc/contracts';
import { createDealer, createUser } from '../../support/account-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GET /api/auth/profile and bearer tokens', () => {
  let sut: TestApi;

  beforeAll(async () => {
    sut = await startTestApi();
  });
  afterAll(() => sut.close());

  async function signIn(email: string, password: string): Promise<string> {
    const res = await sut.call('POST', '/auth/user', { body: { email, password } });
    expect(res.status).toBe(200);
    return res.body.success.token;
  }

  it('answers the signed-in user in the shape of SPEC.md §3, with permissions', async () => {
    const user = await createUser(sut.db, { type: 'area_manager', permission: { ticket_validation: true }, group: { showroom: false, service: true } });
    const token = await signIn(user.email!, user.password);
    const res = await sut.call('GET', '/auth/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: {
        result: {
          _id: user.id,
          first_name: 'ทดสอบ',
          last_name: 'ระบบ',
          position_title: 'ผู้ทดสอบ',
          type: 'area_manager',
          group: { showroom: false, service: true },
          permission: { ticket_validation: true, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
          dealer: null,
          email: user.email,
          sale_area_code: null,
          service_area_code: null,
          dealer_sales_region: null,
          dealer_service_region: null,
          must_change_password: false,
        },
      },
    });
  });

  it('answers a dealer user with its dealer and branch names in both languages', async () => {
    const dealer = await createDealer(sut.db);
    const user = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id });
    const signIn = await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password: user.password } });
    const res = await sut.call('GET', '/auth/profile', { token: signIn.body.success.token });
    expect(res.body.success.result.dealer).toEqual({
      _id: dealer.id,
      dealer_code: dealer.code,
      dealer_name: 'นิสสัน ทดสอบ',
      dealer_name_en: 'Nissan Test',
      branch_name: 'สาขาทดสอบ',
      branch_name_en: 'Test Branch',
    });
  });

  it('answers 401 without a token, with a malformed header, and with garbage', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Token abc' }, { authorization: 'Bearer not.a.jwt' }, { authorization: 'Bearer ' }]) {
      const res = await sut.call('GET', '/auth/profile', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { name: 'Unauthorized', message: AUTH_ERRORS.unauthorized } });
    }
  });

  it('answers 401 for a tampered token (claims changed after signing)', async () => {
    const victim = await createUser(sut.db);
    const attacker = await createUser(sut.db);
    const token = await signIn(attacker.email!, attacker.password);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${base64url({ sub: victim.id, ver: 0, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 })}.${signature}`;
    expect((await sut.call('GET', '/auth/profile', { token: forged })).status).toBe(401);
  });

  it('answers 401 for an unsigned token (alg none) and one signed with another secret', async () => {
    const user = await createUser(sut.db);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.id, ver: 0, iat: now, exp: now + 3600 })}.`;
    const otherSecret = await new JwtService({ secret: 'another-secret-another-secret-another' }).signAsync({ sub: user.id, ver: 0 });
    expect((await sut.call('GET', '/auth/profile', { token: unsigned })).status).toBe(401);
    expect((await sut.call('GET', '/auth/profile', { token: otherSecret })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const user = await createUser(sut.db);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new JwtService({ secret: TEST_JWT_SECRET }).signAsync({ sub: user.id, ver: 0, iat: now - 7200, exp: now - 60 });
    const fresh = await new JwtService({ secret: TEST_JWT_SECRET }).signAsync({ sub: user.id, ver: 0 });
    expect((await sut.call('GET', '/auth/profile', { token: expired })).status).toBe(401);
    expect((await sut.call('GET', '/auth/profile', { token: fresh })).status).toBe(200);
  });

  it('issues tokens that expire after JWT_EXPIRES_IN_SECONDS', async () => {
    const short = await startTestApi({ JWT_EXPIRES_IN_SECONDS: '60' });
    try {
      const user = await createUser(short.db);
      const res = await short.call('POST', '/auth/user', { body: { email: user.email, password: user.password } });
      const claims = JSON.parse(Buffer.from(res.body.success.token.split('.')[1], 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(60);
    } finally {
      await short.close();
    }
  });

  it('stops accepting a token once its user is deactivated or their credentials change', async () => {
    const user = await createUser(sut.db);
    const token = await signIn(user.email!, user.password);
    expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(200);
    await sut.db.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [user.id]);
    expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(401);

    const other = await createUser(sut.db);
    const otherToken = await signIn(other.email!, other.password);
    await sut.db.query(`UPDATE users SET active_flag = 0 WHERE id = $1`, [other.id]);
    expect((await sut.call('GET', '/auth/profile', { token: otherToken })).status).toBe(401);
  });

  it('answers unknown api paths with the error envelope (404)', async () => {
    const user = await createUser(sut.db);
    const token = await signIn(user.email!, user.password);
    const res = await sut.call('GET', '/no-such-thing', { token });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ name: 'NotFound', message: 'errors.notFound' });
  });
});

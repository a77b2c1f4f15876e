import 'reflect-metadata';
import { AUTH_ERRORS, FIELD_ERRORS, USER_ERRORS } from '@voc/contracts';
import { unique } from '../../support/account-fixtures';
import { startTestApi, type CallResult, type TestApi } from '../../support/test-api';
import {
  createDealerVia,
  createUserVia,
  dealerStaffBody,
  recordAnswers,
  secretsIn,
  signedInUser,
  signInAs,
  staffBody,
  STRONG_PASSWORD,
} from '../../support/master-data-fixtures';

const NEW_PASSWORD = 'Another-g00d-one';

describe('user edit (PUT /api/users/{_id})', () => {
  let sut: TestApi;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let csn: string;
  let answers: CallResult[];

  beforeAll(async () => {
    sut = await startTestApi();
    answers = recordAnswers(sut);
    admin = await signedInUser(sut, 'csn');
    csn = admin.token;
  });
  afterAll(async () => {
    expect(answers.flatMap((res) => secretsIn(res.body, [STRONG_PASSWORD, NEW_PASSWORD, admin.password]))).toEqual([]);
    await sut.close();
  });

  const put = (id: string, body: Record<string, unknown>, token = csn) => sut.call('PUT', `/users/${id}`, { token, body });

  /** A staff user made through the api, signed in. */
  async function staffUser(type: 'nml' | 'csn' | 'area_manager' = 'nml') {
    const body = staffBody(type);
    const user = await createUserVia(sut, csn, body);
    const token = await signInAs(sut, { email: user.email, passportId: null, password: STRONG_PASSWORD });
    return { user, token };
  }

  describe('passwords and sessions', () => {
    it('a new password ends the old sessions; the new one signs in, the old one not', async () => {
      const { user, token } = await staffUser();
      const res = await put(user._id, { password: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(401);
      const old = await sut.call('POST', '/auth/user', { body: { email: user.email, password: STRONG_PASSWORD } });
      expect(old.status).toBe(401);
      expect(old.body.error.message).toBe(AUTH_ERRORS.invalidCredentials);
      await signInAs(sut, { email: user.email, passportId: null, password: NEW_PASSWORD });
    });

    it('a blank or left-out password keeps the password and the sessions', async () => {
      const { user, token } = await staffUser();
      for (const body of [{ mobile: '0822222222' }, { password: '' }, { password: ' ' }, { password: null }]) {
        expect((await put(user._id, body)).status).toBe(200);
      }
      expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(200);
      await signInAs(sut, { email: user.email, passportId: null, password: STRONG_PASSWORD });
    });

    it('checks a new password against the stored email when the body has none', async () => {
      const local = unique('prasert');
      const user = await createUserVia(sut, csn, staffBody('nml', { email: `${local}@test.local` }));
      const res = await put(user._id, { password: `${local}-2024` });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ field: 'password', message: USER_ERRORS.passwordContainsName }]);
      const short = await put(user._id, { password: 'a1' });
      expect(short.body.error.details).toEqual([{ field: 'password', message: USER_ERRORS.passwordTooShort }]);
      const common = await put(user._id, { password: 'Qwerty-2026' });
      expect(common.body.error.details).toEqual([{ field: 'password', message: USER_ERRORS.passwordTooCommon }]);
    });
  });

  describe('deactivation', () => {
    it('refuses an inactive staff user at sign-in (403 errors.signin.inactive) and their old token (401)', async () => {
      const { user, token } = await staffUser();
      expect((await put(user._id, { active_flag: 0 })).status).toBe(200);
      expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(401);
      const signIn = await sut.call('POST', '/auth/user', { body: { email: user.email, password: STRONG_PASSWORD } });
      expect(signIn.status).toBe(403);
      expect(signIn.body.error).toEqual({ name: 'AccountInactive', message: AUTH_ERRORS.inactive });

      // Reactivated, they sign in again; the old token stays dead.
      expect((await put(user._id, { active_flag: 1 })).status).toBe(200);
      await signInAs(sut, { email: user.email, passportId: null, password: STRONG_PASSWORD });
      expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(401);
    });

    it('refuses inactive dealer staff at sign-in (403 errors.signin.permission) and their old token (401)', async () => {
      const dealer = await createDealerVia(sut, csn);
      const body = dealerStaffBody(dealer);
      const user = await createUserVia(sut, csn, body);
      const token = await signInAs(sut, { email: null, passportId: user.passport_id, password: STRONG_PASSWORD });
      expect((await put(user._id, { active_flag: '0' })).status).toBe(200);
      expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(401);
      const signIn = await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passport_id, password: STRONG_PASSWORD } });
      expect(signIn.status).toBe(403);
      expect(signIn.body.error).toEqual({ name: 'SignInNotPermitted', message: AUTH_ERRORS.permission });
    });
  });

  describe('nobody changes their own access', () => {
    it.each([
      ['raise a permission', { permission: { bp_report: true } }, ['permission.bp_report']],
      ['change their type', { type: 'nissan' }, ['type']],
      ['deactivate themselves', { active_flag: 0 }, ['active_flag']],
      ['change their groups', { group: { showroom: false } }, ['group.showroom']],
      ['several at once', { type: 'external', permission: { ticket_validation: true, bp_dashboard: true } }, ['type', 'permission.ticket_validation', 'permission.bp_dashboard']],
    ])('a csn may not %s (403 errors.user.ownPermissions naming each field)', async (_name, body, fields) => {
      const me = await signedInUser(sut, 'csn');
      const res = await put(me.id, body, me.token);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        name: 'OwnAccessChange',
        message: USER_ERRORS.ownPermissions,
        details: fields.map((field) => ({ field, message: USER_ERRORS.ownPermissions })),
      });
      const after = (await sut.call('GET', `/users/${me.id}`, { token: csn })).body.success.result;
      expect(after).toMatchObject({ type: 'csn', active_flag: 1, group: { showroom: true, service: true }, permission: { bp_report: false, ticket_validation: false } });
    });

    it('a csn may send their access unchanged and edit their own details', async () => {
      const me = await signedInUser(sut, 'csn');
      const mine = (await sut.call('GET', `/users/${me.id}`, { token: me.token })).body.success.result;
      const res = await put(me.id, { type: mine.type, active_flag: 1, group: mine.group, permission: mine.permission, first_name: 'ชื่อใหม่', mobile: '0899999999' }, me.token);
      expect(res.status).toBe(200);
      expect(res.body.success.result).toMatchObject({ first_name: 'ชื่อใหม่', mobile: '0899999999' });
      expect((await sut.call('GET', '/auth/profile', { token: me.token })).status).toBe(200);
    });

    it('another csn may change them', async () => {
      const other = await signedInUser(sut, 'csn');
      const res = await put(other.id, { permission: { bp_report: true }, type: 'nissan' });
      expect(res.status).toBe(200);
      expect(res.body.success.result).toMatchObject({ type: 'nissan', permission: { bp_report: true, ticket_validation: false } });
    });
  });

  describe('the account as a whole', () => {
    it('keeps what is left out, group and permission flag by flag', async () => {
      const { user } = await staffUser();
      const res = await put(user._id, { last_name: 'ใหม่', group: { service: true }, permission: { bp_dashboard: true } });
      const { updated_at: _u, history: _h, ...unchanged } = user;
      expect(res.body.success.result).toMatchObject({
        ...unchanged,
        last_name: 'ใหม่',
        group: { showroom: true, service: true },
        permission: { ticket_validation: true, ticket_validation_closed_edit: false, bp_dashboard: true, bp_report: false },
      });
    });

    it('checks the rules of the new type: an area manager needs regions and areas', async () => {
      const { user } = await staffUser();
      const res = await put(user._id, { type: 'area_manager' });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        { field: 'dealer_sales_region', message: FIELD_ERRORS.required },
        { field: 'sale_area_code', message: FIELD_ERRORS.required },
        { field: 'dealer_service_region', message: FIELD_ERRORS.required },
        { field: 'service_area_code', message: FIELD_ERRORS.required },
      ]);
      const ok = await put(user._id, { type: 'area_manager', dealer_sales_region: 'Region1', sale_area_code: 'R1-4', dealer_service_region: 'Region2', service_area_code: 'R2-4' });
      expect(ok.status).toBe(200);
      const outside = await put(user._id, { sale_area_code: 'R2-1' });
      expect(outside.body.error.details).toEqual([{ field: 'sale_area_code', message: 'errors.dealer.areaNotInRegion' }]);
    });

    it('dealer staff moved to another dealer take its regions and areas; leaving the dealer type drops passport and dealer', async () => {
      const from = await createDealerVia(sut, csn);
      const to = await createDealerVia(sut, csn, { dealer_sales_region: 'Region5', dealer_service_region: 'Region5', sale_area_code: 'R5-2', service_area_code: 'R5-3' });
      const user = await createUserVia(sut, csn, dealerStaffBody(from));
      const moved = await put(user._id, { dealer: to._id });
      expect(moved.status).toBe(200);
      expect(moved.body.success.result).toMatchObject({ dealer: { _id: to._id }, dealer_sales_region: 'Region5', sale_area_code: 'R5-2', service_area_code: 'R5-3' });

      const noEmail = await put(user._id, { type: 'nml' });
      expect(noEmail.body.error.details).toEqual([{ field: 'email', message: FIELD_ERRORS.required }]);
      const staff = await put(user._id, { type: 'nml', email: `${unique('was-dealer')}@test.local` });
      expect(staff.status).toBe(200);
      expect(staff.body.success.result).toMatchObject({ type: 'nml', passport_id: null, dealer: null, passport_only: false });
    });

    it('answers 409 for an email or passport id another user has', async () => {
      const { user } = await staffUser();
      const other = await createUserVia(sut, csn, staffBody('nml'));
      const res = await put(user._id, { email: other.email });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(USER_ERRORS.emailTaken);

      const dealer = await createDealerVia(sut, csn);
      const a = await createUserVia(sut, csn, dealerStaffBody(dealer));
      const b = await createUserVia(sut, csn, dealerStaffBody(dealer));
      const taken = await put(b._id, { passport_id: a.passport_id });
      expect(taken.status).toBe(409);
      expect(taken.body.error.message).toBe(USER_ERRORS.passportTaken);
    });

    it('answers 404 for an unknown user and for an id that is not one', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
        expect((await put(id, { mobile: '1' })).status).toBe(404);
        expect((await sut.call('GET', `/users/${id}`, { token: csn })).status).toBe(404);
      }
    });
  });

  it('records who changed what and when, newest first, with no password value', async () => {
    const { user } = await staffUser();
    const before = Date.now();
    await put(user._id, { position_title: 'หัวหน้า', permission: { bp_report: true } });
    await put(user._id, { password: NEW_PASSWORD, active_flag: 0 });
    const res = await sut.call('GET', `/users/${user._id}`, { token: csn });
    const { history } = res.body.success.result;
    expect(history.map((entry: any) => entry.action)).toEqual(['updated', 'updated', 'created']);
    expect(history[0]).toEqual({
      changed_at: expect.any(String),
      changed_by: { _id: admin.id, name: 'ทดสอบ ระบบ' },
      action: 'updated',
      changes: { active_flag: { from: 1, to: 0 }, password: { changed: true } },
    });
    expect(history[1].changes).toEqual({ position_title: { from: 'เจ้าหน้าที่', to: 'หัวหน้า' }, 'permission.bp_report': { from: false, to: true } });
    expect(new Date(history[0].changed_at).getTime()).toBeGreaterThanOrEqual(new Date(history[1].changed_at).getTime());
    expect(new Date(history[1].changed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const stored = await sut.db.query(`SELECT changes::text AS changes FROM audit_log WHERE entity_id = $1`, [user._id]);
    for (const { changes } of stored) {
      expect(changes).not.toContain(NEW_PASSWORD);
      expect(changes).not.toContain(STRONG_PASSWORD);
      expect(changes).not.toContain('argon2');
    }
  });
});

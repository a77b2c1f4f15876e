import 'reflect-metadata';
import { DEALER_ERRORS, FIELD_ERRORS, USER_ERRORS } from '@voc/contracts';
import { USER_TYPES } from '@voc/domain';
import { unique } from '../../support/account-fixtures';
import { startTestApi, type TestApi, type CallResult } from '../../support/test-api';
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

describe('user create (POST /api/users)', () => {
  let sut: TestApi;
  let csn: string;
  let dealer: any;
  let answers: CallResult[];
  const passwordsSent: string[] = [STRONG_PASSWORD];

  beforeAll(async () => {
    // Passport-only accounts sign in blank only where legacy sign-in is on (as in this deployment).
    sut = await startTestApi({ LEGACY_BLANK_PASSWORD_SIGNIN: '1' });
    answers = recordAnswers(sut);
    const admin = await signedInUser(sut, 'csn');
    csn = admin.token;
    passwordsSent.push(admin.password);
    dealer = await createDealerVia(sut, csn);
  });
  afterAll(async () => {
    // No answer of this file, sign-in answers included, ever carried a password or its hash.
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.flatMap((res) => secretsIn(res.body, passwordsSent))).toEqual([]);
    await sut.close();
  });

  async function create(body: Record<string, unknown>) {
    if (typeof body.password === 'string') passwordsSent.push(body.password);
    return sut.call('POST', '/users', { token: csn, body });
  }

  it('creates a staff user and answers it with its history, never the password', async () => {
    const body = staffBody('nml');
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body.success.result).toEqual({
      _id: expect.any(String),
      first_name: 'วิชัย',
      last_name: 'ทดลองดี',
      email: body.email,
      passport_id: null,
      mobile: '0811111111',
      position_title: 'เจ้าหน้าที่',
      active_flag: 1,
      type: 'nml',
      group: { showroom: true, service: false },
      permission: { ticket_validation: true, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
      passport_only: false,
      dealer: null,
      dealer_sales_region: null,
      dealer_service_region: null,
      sale_area_code: null,
      service_area_code: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      history: [expect.objectContaining({ action: 'created', changes: expect.objectContaining({ password: { changed: true } }) })],
    });
    const token = await signInAs(sut, { email: body.email as string, passportId: null, password: STRONG_PASSWORD });
    expect((await sut.call('GET', '/auth/profile', { token })).body.success.result.type).toBe('nml');
  });

  it('stores the email trimmed and lower-cased', async () => {
    const email = `${unique('MiXeD')}@Test.Local`;
    const user = await createUserVia(sut, csn, staffBody('callcenter', { email: `  ${email} ` }));
    expect(user.email).toBe(email.toLowerCase());
  });

  it.each(USER_TYPES.filter((t) => t !== 'dealer'))('creates a %s user (external included)', async (type) => {
    const res = await create(staffBody(type as any));
    expect(res.status).toBe(201);
    expect(res.body.success.result.type).toBe(type);
  });

  it('creates dealer staff at their dealer, with passport id and passport_only, and they sign in', async () => {
    const body = dealerStaffBody(dealer, { passport_only: true, email: null });
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body.success.result).toMatchObject({
      type: 'dealer',
      passport_id: body.passport_id,
      passport_only: true,
      email: null,
      dealer: { _id: dealer._id, dealer_code: dealer.dealer_code, dealer_name: dealer.dealer_name, branch_name_en: dealer.branch_name_en },
      dealer_sales_region: 'Region2',
      sale_area_code: 'R2-1',
    });
    const signIn = await sut.call('POST', '/auth/dealer', { body: { passport_id: body.passport_id, password: ' ' } });
    expect(signIn.status).toBe(200);
  });

  describe('required fields', () => {
    const always = ['first_name', 'last_name', 'password', 'active_flag', 'type'];
    it.each([
      ...[...always, 'email'].map((field) => ['nml', field] as const),
      ...[...always, 'email', 'dealer_sales_region', 'dealer_service_region'].map((field) => ['region_manager', field] as const),
      ...[...always, 'email', 'dealer_sales_region', 'dealer_service_region', 'sale_area_code', 'service_area_code'].map((field) => ['area_manager', field] as const),
      ...[...always, 'passport_id', 'dealer', 'dealer_sales_region', 'dealer_service_region', 'sale_area_code', 'service_area_code'].map((field) => ['dealer', field] as const),
    ])('%s: %s', async (type, field) => {
      const body = type === 'dealer' ? dealerStaffBody(dealer) : staffBody(type);
      delete body[field];
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
      expect(res.body.error.details).toContainEqual({ field, message: FIELD_ERRORS.required });
      // Leaving the type out makes the body's other checks moot; otherwise the field is the only fault.
      if (field !== 'type') expect(res.body.error.details).toEqual([{ field, message: FIELD_ERRORS.required }]);
    });

    it('treats blank text as missing', async () => {
      const res = await create(staffBody('nml', { first_name: '   ', email: '' }));
      expect(res.body.error.details).toEqual([
        { field: 'first_name', message: FIELD_ERRORS.required },
        { field: 'email', message: FIELD_ERRORS.required },
      ]);
    });

    it('asks nothing else of the other types: mobile, position title, group, permission are optional', async () => {
      const body = staffBody('csn');
      for (const field of ['mobile', 'position_title', 'group', 'permission']) delete body[field];
      const res = await create(body);
      expect(res.status).toBe(201);
      expect(res.body.success.result).toMatchObject({
        mobile: null,
        position_title: null,
        group: { showroom: false, service: false },
        permission: { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
      });
    });
  });

  describe('password strength', () => {
    it.each([
      ['shorter than 8', () => 'abc1234', USER_ERRORS.passwordTooShort],
      ['without a digit', () => 'onlyletters', USER_ERRORS.weakPassword],
      ['without a letter', () => '90817263545', USER_ERRORS.weakPassword],
      ['the demo password', () => 'demo1234', USER_ERRORS.passwordTooCommon],
      ['on the guessing lists', () => 'P@ssw0rd1', USER_ERRORS.passwordTooCommon],
      ['a run of digits', () => '12345678', USER_ERRORS.passwordTooCommon],
      ['containing the email local part', (local: string) => `My-${local.toUpperCase()}-9`, USER_ERRORS.passwordContainsName],
      ['blank', () => '         ', USER_ERRORS.weakPassword],
    ])('refuses a password %s, naming why', async (_name, passwordFor, message) => {
      const local = unique('somchai');
      const res = await create(staffBody('nml', { email: `${local}@test.local`, password: passwordFor(local) }));
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ field: 'password', message }]);
    });

    it('refuses a dealer password containing the passport id', async () => {
      const body = dealerStaffBody(dealer, { passport_id: 'DLR12345' });
      const res = await create({ ...body, password: 'x-dlr12345-y' });
      expect(res.body.error.details).toEqual([{ field: 'password', message: USER_ERRORS.passwordContainsName }]);
    });

    it('refuses a password longer than 200 characters', async () => {
      const res = await create(staffBody('nml', { password: `a1${'x'.repeat(199)}` }));
      expect(res.body.error.details).toEqual([{ field: 'password', message: FIELD_ERRORS.max }]);
    });
  });

  describe('conflicts', () => {
    it('answers 409 errors.user.emailTaken for an email in use, whatever its case', async () => {
      const first = await createUserVia(sut, csn, staffBody('nml'));
      const res = await create(staffBody('csn', { email: first.email.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ name: 'EmailTaken', message: USER_ERRORS.emailTaken, details: [{ field: 'email', message: USER_ERRORS.emailTaken }] });
    });

    it('answers 409 errors.user.passportTaken for a passport id in use', async () => {
      const first = await createUserVia(sut, csn, dealerStaffBody(dealer));
      const res = await create(dealerStaffBody(dealer, { passport_id: first.passport_id }));
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ name: 'PassportTaken', message: USER_ERRORS.passportTaken, details: [{ field: 'passport_id', message: USER_ERRORS.passportTaken }] });
    });
  });

  describe('rules across fields', () => {
    it.each([
      ['an area outside its region', staffBody('area_manager', { sale_area_code: 'R1-1' }), [{ field: 'sale_area_code', message: DEALER_ERRORS.areaNotInRegion }]],
      ['an area code that does not exist', staffBody('area_manager', { service_area_code: 'R4-9' }), [{ field: 'service_area_code', message: FIELD_ERRORS.invalid }]],
      ['an unknown type', staffBody('nml', { type: 'admin' }), [{ field: 'type', message: FIELD_ERRORS.invalid }]],
      ['an active flag other than 0 or 1', staffBody('nml', { active_flag: 2 }), [{ field: 'active_flag', message: FIELD_ERRORS.invalid }]],
      ['a permission that is not a flag', staffBody('nml', { permission: { bp_report: 'yes' } }), [{ field: 'permission.bp_report', message: FIELD_ERRORS.invalid }]],
      ['an unknown permission', staffBody('nml', { permission: { superuser: true } }), [{ field: 'permission.superuser', message: expect.any(String) }]],
      ['an invalid email', staffBody('nml', { email: 'not-an-email' }), [{ field: 'email', message: FIELD_ERRORS.email }]],
      ['a passport id on staff', staffBody('nml', { passport_id: 'STAFF-1' }), [{ field: 'passport_id', message: USER_ERRORS.notForType }]],
      ['passport_only on staff', staffBody('nml', { passport_only: true }), [{ field: 'passport_only', message: USER_ERRORS.notForType }]],
      ['a password hash sent along', staffBody('nml', { password_hash: '$argon2id$x' }), [{ field: 'password_hash', message: expect.any(String) }]],
    ])('refuses %s', async (_name, body, details) => {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual(details);
    });

    it('refuses a dealer that does not exist', async () => {
      const res = await create(dealerStaffBody({ ...dealer, _id: '00000000-0000-4000-8000-000000000000' }));
      expect(res.body.error.details).toEqual([{ field: 'dealer', message: USER_ERRORS.dealerUnknown }]);
    });

    it('refuses dealer staff placed in other regions or areas than their dealer', async () => {
      const res = await create(dealerStaffBody(dealer, { sale_area_code: 'R2-2' }));
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([{ field: 'sale_area_code', message: USER_ERRORS.notDealersPlacement }]);
    });
  });
});

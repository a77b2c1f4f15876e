import 'reflect-metadata';
import { AUTH_ERRORS, DEALER_ERRORS, FIELD_ERRORS } from '@voc/contracts';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createDealerVia, createUserVia, dealerBody, dealerStaffBody, signedInUser, signInAs, STRONG_PASSWORD } from '../../support/master-data-fixtures';

describe('dealer master: create and edit (POST /api/dealers, PUT /api/dealers/{_id})', () => {
  let sut: TestApi;
  let csn: string;
  let nissan: { id: string; token: string };

  beforeAll(async () => {
    sut = await startTestApi();
    csn = (await signedInUser(sut, 'csn')).token;
    nissan = await signedInUser(sut, 'nissan');
  });
  afterAll(() => sut.close());

  it('creates a dealer with every field of SPEC.md §3 and answers it in snake_case with _id', async () => {
    const body = dealerBody();
    const res = await sut.call('POST', '/dealers', { token: csn, body });
    expect(res.status).toBe(201);
    const { working_hours, ...fields } = body;
    expect(res.body.success.result).toMatchObject({ _id: expect.any(String), status: 'normal', ...fields, working_hours });
    expect(res.body.success.result.created_at).toEqual(expect.any(String));
    const detail = await sut.call('GET', `/dealers/${res.body.success.result._id}`, { token: csn });
    expect(detail.body.success.result).toMatchObject({ ...fields, working_hours });
  });

  it('fills left-out working hours as closed and optional fields as null', async () => {
    const body = dealerBody();
    for (const key of ['dealer_region', 'dealer_province', 'dealer_province_en', 'sale_area_manager_name', 'sale_manager_name', 'service_area_manager_name', 'service_manager_name', 'working_hours']) {
      delete body[key];
    }
    const res = await sut.call('POST', '/dealers', { token: csn, body: { ...body, working_hours: { saturday: { open: '09:00', close: '12:00' } } } });
    expect(res.status).toBe(201);
    expect(res.body.success.result).toMatchObject({
      dealer_region: null,
      dealer_province: null,
      service_manager_name: null,
      working_hours: { monday_to_friday: { open: null, close: null }, saturday: { open: '09:00', close: '12:00' }, sunday: { open: null, close: null } },
    });
  });

  it.each(['dealer_id', 'dealer_code', 'dealer_name', 'dealer_name_en', 'branch_name', 'branch_name_en', 'dealer_sales_region', 'dealer_service_region', 'sale_area_code', 'service_area_code'])(
    'requires %s',
    async (field) => {
      const body = dealerBody();
      delete body[field];
      const res = await sut.call('POST', '/dealers', { token: csn, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ name: 'ValidationError', message: 'errors.validation', details: [{ field, message: FIELD_ERRORS.required }] });
    },
  );

  it.each([
    ['an area outside its sales region', { sale_area_code: 'R3-1' }, [{ field: 'sale_area_code', message: DEALER_ERRORS.areaNotInRegion }]],
    ['an area outside its service region', { service_area_code: 'R1-1' }, [{ field: 'service_area_code', message: DEALER_ERRORS.areaNotInRegion }]],
    ['an area code that does not exist', { sale_area_code: 'R2-9' }, [{ field: 'sale_area_code', message: FIELD_ERRORS.invalid }]],
    ['a region that does not exist', { dealer_sales_region: 'Region6' }, [{ field: 'dealer_sales_region', message: FIELD_ERRORS.invalid }]],
    ['a geographic region that does not exist', { dealer_region: 'MOON' }, [{ field: 'dealer_region', message: FIELD_ERRORS.invalid }]],
    ['an unknown status', { status: 'open' }, [{ field: 'status', message: FIELD_ERRORS.invalid }]],
    ['a time not HH:mm', { working_hours: { saturday: { open: '8:00', close: '12:00' } } }, [{ field: 'working_hours.saturday.open', message: DEALER_ERRORS.timeFormat }]],
    ['opening without closing', { working_hours: { sunday: { open: '08:00', close: null } } }, [{ field: 'working_hours.sunday', message: DEALER_ERRORS.hoursIncomplete }]],
    ['closing before opening', { working_hours: { monday_to_friday: { open: '17:00', close: '08:00' } } }, [{ field: 'working_hours.monday_to_friday', message: DEALER_ERRORS.hoursOrder }]],
    ['an unknown day group', { working_hours: { holiday: { open: null, close: null } } }, [{ field: 'working_hours.holiday', message: expect.any(String) }]],
    ['an unknown field', { owner: 'x' }, [{ field: 'owner', message: expect.any(String) }]],
  ])('refuses %s with a field detail', async (_name, overrides, details) => {
    const res = await sut.call('POST', '/dealers', { token: csn, body: dealerBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(details);
  });

  it('answers 409 errors.dealer.codeTaken for a dealer_code already used, on create and on edit', async () => {
    const first = await createDealerVia(sut, csn);
    const again = await sut.call('POST', '/dealers', { token: csn, body: dealerBody({ dealer_code: first.dealer_code }) });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ name: 'DealerCodeTaken', message: DEALER_ERRORS.codeTaken, details: [{ field: 'dealer_code', message: DEALER_ERRORS.codeTaken }] });

    const second = await createDealerVia(sut, csn);
    const edit = await sut.call('PUT', `/dealers/${second._id}`, { token: csn, body: { dealer_code: first.dealer_code } });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(DEALER_ERRORS.codeTaken);
  });

  it('edits only the fields sent, answers success.result, and checks the dealer as a whole', async () => {
    const { staff: _staff, history: _history, updated_at: _updated, ...dealer } = await createDealerVia(sut, csn);
    const res = await sut.call('PUT', `/dealers/${dealer._id}`, { token: nissan.token, body: { branch_name_en: 'Renamed Branch', sale_manager_name: null } });
    expect(res.status).toBe(200);
    expect(res.body.success.result).toMatchObject({ ...dealer, branch_name_en: 'Renamed Branch', sale_manager_name: null, updated_at: expect.any(String), history: expect.any(Array) });

    // The region alone moves; the stored area no longer lies in it.
    const moved = await sut.call('PUT', `/dealers/${dealer._id}`, { token: csn, body: { dealer_sales_region: 'Region4' } });
    expect(moved.status).toBe(400);
    expect(moved.body.error.details).toEqual([{ field: 'sale_area_code', message: DEALER_ERRORS.areaNotInRegion }]);
    const cleared = await sut.call('PUT', `/dealers/${dealer._id}`, { token: csn, body: { dealer_name: '  ' } });
    expect(cleared.body.error.details).toEqual([{ field: 'dealer_name', message: FIELD_ERRORS.required }]);
  });

  it('answers 404 for an unknown dealer and for an id that is not one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await sut.call('PUT', `/dealers/${id}`, { token: csn, body: { dealer_name: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ name: 'NotFound', message: 'errors.notFound' });
    }
  });

  it('moves the dealer staff with the dealer when its regions and areas change', async () => {
    const dealer = await createDealerVia(sut, csn);
    const staff = await createUserVia(sut, csn, dealerStaffBody(dealer));
    const res = await sut.call('PUT', `/dealers/${dealer._id}`, { token: csn, body: { dealer_sales_region: 'Region3', sale_area_code: 'R3-3' } });
    expect(res.status).toBe(200);
    const after = await sut.call('GET', `/users/${staff._id}`, { token: csn });
    expect(after.body.success.result).toMatchObject({ dealer_sales_region: 'Region3', sale_area_code: 'R3-3', service_area_code: 'R2-4' });
    expect(after.body.success.result.history[0].changes).toEqual({
      dealer_sales_region: { from: 'Region2', to: 'Region3' },
      sale_area_code: { from: 'R2-1', to: 'R3-3' },
    });
  });

  it('closing a dealer stops its staff: sign-in answers 403 errors.signin.permission, old tokens 401', async () => {
    const dealer = await createDealerVia(sut, csn);
    const staffBody = dealerStaffBody(dealer);
    await createUserVia(sut, csn, staffBody);
    const staff = { email: null, passportId: staffBody.passport_id as string, password: STRONG_PASSWORD };
    const token = await signInAs(sut, staff);
    expect((await sut.call('GET', '/auth/profile', { token })).status).toBe(200);

    const closed = await sut.call('PUT', `/dealers/${dealer._id}`, { token: csn, body: { status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(closed.body.success.result.status).toBe('closed');

    const signIn = await sut.call('POST', '/auth/dealer', { body: { passport_id: staff.passportId, password: STRONG_PASSWORD } });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error).toEqual({ name: 'SignInNotPermitted', message: AUTH_ERRORS.permission });
    const old = await sut.call('GET', '/auth/profile', { token });
    expect(old.status).toBe(401);
    expect(old.body.error.message).toBe(AUTH_ERRORS.unauthorized);

    // Reopened, the same account signs in again.
    await sut.call('PUT', `/dealers/${dealer._id}`, { token: csn, body: { status: 'normal' } });
    expect((await sut.call('POST', '/auth/dealer', { body: { passport_id: staff.passportId, password: STRONG_PASSWORD } })).status).toBe(200);
  });

  it('records who changed what and when, newest first, on the detail answer', async () => {
    const dealer = await createDealerVia(sut, csn);
    const before = Date.now();
    await sut.call('PUT', `/dealers/${dealer._id}`, {
      token: nissan.token,
      body: { dealer_name_en: 'Nissan Changed', working_hours: { monday_to_friday: { open: '09:00', close: '18:00' } } },
    });
    const noChange = await sut.call('PUT', `/dealers/${dealer._id}`, { token: nissan.token, body: { dealer_name_en: 'Nissan Changed' } });
    expect(noChange.status).toBe(200);

    const { history } = (await sut.call('GET', `/dealers/${dealer._id}`, { token: csn })).body.success.result;
    expect(history).toHaveLength(2);
    const [edit, created] = history;
    expect(edit).toEqual({
      changed_at: expect.any(String),
      changed_by: { _id: nissan.id, name: 'ทดสอบ ระบบ' },
      action: 'updated',
      changes: {
        dealer_name_en: { from: 'Nissan Sample', to: 'Nissan Changed' },
        'working_hours.monday_to_friday.open': { from: '08:00', to: '09:00' },
        'working_hours.monday_to_friday.close': { from: '17:00', to: '18:00' },
        'working_hours.saturday.open': { from: '08:30', to: null },
        'working_hours.saturday.close': { from: '12:00', to: null },
      },
    });
    expect(new Date(edit.changed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toMatchObject({ action: 'created', changes: expect.objectContaining({ dealer_code: { from: null, to: dealer.dealer_code } }) });
  });

  it('keeps at most the 50 newest changes on the detail answer', async () => {
    const dealer = await createDealerVia(sut, csn);
    for (let i = 0; i < 51; i += 1) {
      await sut.call('PUT', `/dealers/${dealer._id}`, { token: csn, body: { sale_manager_name: `ผู้จัดการ ${i}` } });
    }
    const { history } = (await sut.call('GET', `/dealers/${dealer._id}`, { token: csn })).body.success.result;
    expect(history).toHaveLength(50);
    expect(history[0].changes.sale_manager_name.to).toBe('ผู้จัดการ 50');
    expect(history.every((entry: any) => entry.action === 'updated')).toBe(true);
  });

  it('keeps the audit log append-only', async () => {
    await expect(sut.db.query(`UPDATE audit_log SET changed_by_name = 'x' WHERE id = (SELECT min(id) FROM audit_log)`)).rejects.toThrow(/append-only/);
    await expect(sut.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });
});

import type { UserType } from '@voc/domain';
import { createUser, unique, type UserFixture, type UserOptions } from './account-fixtures';
import type { CallResult, TestApi } from './test-api';

/** A strong password no test account's name is part of. */
export const STRONG_PASSWORD = 'Str0ng-enough-pass';

/** Signs a fixture user in on the right form and answers their bearer token. */
export async function signInAs(sut: TestApi, user: Pick<UserFixture, 'email' | 'passportId' | 'password'>): Promise<string> {
  const res = user.email
    ? await sut.call('POST', '/auth/user', { body: { email: user.email, password: user.password } })
    : await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password: user.password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.success.token;
}

/** A fixture user of `type` (at `dealerId` for dealer staff), signed in. */
export async function signedInUser(sut: TestApi, type: UserType, options: UserOptions = {}): Promise<UserFixture & { token: string }> {
  const user = await createUser(sut.db, { type, ...options });
  return { ...user, token: await signInAs(sut, user) };
}

/** A complete, valid POST /api/dealers body in Region2 with a unique code. */
export function dealerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    dealer_id: '7001',
    dealer_code: unique('DLR').toUpperCase(),
    dealer_name: 'นิสสัน ตัวอย่าง',
    dealer_name_en: 'Nissan Sample',
    branch_name: 'สาขาตัวอย่าง',
    branch_name_en: 'Sample Branch',
    dealer_sales_region: 'Region2',
    dealer_service_region: 'Region2',
    sale_area_code: 'R2-1',
    service_area_code: 'R2-4',
    dealer_region: 'CENTRAL',
    dealer_province: 'นครปฐม',
    dealer_province_en: 'Nakhon Pathom',
    sale_area_manager_name: 'สมศักดิ์ ขายดี',
    sale_manager_name: 'สมปอง ขายเก่ง',
    service_area_manager_name: 'สมชาย ซ่อมดี',
    service_manager_name: 'สมหมาย ซ่อมไว',
    working_hours: {
      monday_to_friday: { open: '08:00', close: '17:00' },
      saturday: { open: '08:30', close: '12:00' },
      sunday: { open: null, close: null },
    },
    ...overrides,
  };
}

/** Creates a dealer through the api (as a csn or nissan token) and answers its detail. */
export async function createDealerVia(sut: TestApi, token: string, overrides: Record<string, unknown> = {}): Promise<any> {
  const res = await sut.call('POST', '/dealers', { token, body: dealerBody(overrides) });
  if (res.status !== 201) throw new Error(`dealer create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.success.result;
}

/** A complete, valid POST /api/users body for a staff type (email sign-in). */
export function staffBody(type: Exclude<UserType, 'dealer'> = 'nml', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const placement: Record<string, unknown> =
    type === 'area_manager'
      ? { dealer_sales_region: 'Region3', dealer_service_region: 'Region4', sale_area_code: 'R3-2', service_area_code: 'R4-4' }
      : type === 'region_manager'
        ? { dealer_sales_region: 'Region5', dealer_service_region: 'Region5' }
        : {};
  return {
    first_name: 'วิชัย',
    last_name: 'ทดลองดี',
    email: `${unique('staff')}@test.local`,
    password: STRONG_PASSWORD,
    active_flag: 1,
    type,
    mobile: '0811111111',
    position_title: 'เจ้าหน้าที่',
    group: { showroom: true, service: false },
    permission: { ticket_validation: true },
    ...placement,
    ...overrides,
  };
}

/** A complete, valid POST /api/users body for dealer staff at `dealer` (a dealer detail answer). */
export function dealerStaffBody(dealer: { _id: string; dealer_sales_region: string; dealer_service_region: string; sale_area_code: string; service_area_code: string }, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'มานี',
    last_name: 'ขายเก่ง',
    passport_id: unique('PP').toUpperCase(),
    dealer: dealer._id,
    password: STRONG_PASSWORD,
    active_flag: 1,
    type: 'dealer',
    dealer_sales_region: dealer.dealer_sales_region,
    dealer_service_region: dealer.dealer_service_region,
    sale_area_code: dealer.sale_area_code,
    service_area_code: dealer.service_area_code,
    group: { showroom: true, service: true },
    ...overrides,
  };
}

/** Creates a user through the api (as a csn token) and answers its detail. */
export async function createUserVia(sut: TestApi, token: string, body: Record<string, unknown>): Promise<any> {
  const res = await sut.call('POST', '/users', { token, body });
  if (res.status !== 201) throw new Error(`user create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.success.result;
}

/**
 * Keeps every answer `sut` gives from now on, for a check that no answer ever carried a password:
 * no password or password_hash field with a value, no argon2 hash, no password sent in a test.
 */
export function recordAnswers(sut: TestApi): CallResult[] {
  const answers: CallResult[] = [];
  const call = sut.call.bind(sut);
  sut.call = async (method, path, options) => {
    const res = await call(method, path, options);
    answers.push(res);
    return res;
  };
  return answers;
}

export function secretsIn(value: unknown, passwords: readonly string[], path = '$'): string[] {
  if (typeof value === 'string') {
    if (value.includes('$argon2')) return [`${path}: an argon2 hash`];
    return passwords.some((password) => value.includes(password)) ? [`${path}: a password`] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${path}.${key}`;
    const own = /^password(_hash)?$|^passwordHash$/i.test(key) && (typeof inner !== 'object' || inner === null) ? [`${here}: a password field`] : [];
    return [...own, ...secretsIn(inner, passwords, here)];
  });
}

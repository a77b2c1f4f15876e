import 'reflect-metadata';
import { FIELD_ERRORS } from '@voc/contracts';
import { unique } from '../../support/account-fixtures';
import { startTestApi, type CallResult, type TestApi } from '../../support/test-api';
import { createDealerVia, createUserVia, dealerStaffBody, recordAnswers, secretsIn, signedInUser, staffBody, STRONG_PASSWORD } from '../../support/master-data-fixtures';

describe('user search (GET /api/users)', () => {
  let sut: TestApi;
  let csn: string;
  let answers: CallResult[];
  /** In every name made here, so rows of other test files do not count. */
  const marker = unique('qz').replace('-', '');
  const users: Record<string, any> = {};
  let dealer: any;

  beforeAll(async () => {
    sut = await startTestApi();
    answers = recordAnswers(sut);
    csn = (await signedInUser(sut, 'csn')).token;
    dealer = await createDealerVia(sut, csn);
    const make = async (key: string, body: Record<string, unknown>) => (users[key] = await createUserVia(sut, csn, { ...body, last_name: `${marker} ${key}` }));
    await make('anna', staffBody('nml', { first_name: 'Anna', email: `anna.${marker}@test.local`, group: { showroom: true, service: false } }));
    await make('bob', staffBody('area_manager', { first_name: 'Bob', active_flag: 0, group: { showroom: false, service: true } }));
    await make('chai', staffBody('region_manager', { first_name: 'ชัย', dealer_sales_region: 'Region5', dealer_service_region: 'Region5' }));
    await make('dao', dealerStaffBody(dealer, { first_name: 'ดาว', passport_id: `PX${marker}DAO`.toUpperCase() }));
    await make('eve', staffBody('external', { first_name: 'Eve' }));
  });
  afterAll(async () => {
    expect(answers.flatMap((res) => secretsIn(res.body, [STRONG_PASSWORD]))).toEqual([]);
    await sut.close();
  });

  const search = (filters: Record<string, string>) => sut.call('GET', `/users?${new URLSearchParams(filters)}`, { token: csn });
  const keysOf = (res: any) => res.body.success.result.map((u: any) => Object.keys(users).find((key) => users[key]._id === u._id));

  it.each([
    // Answers come in first-name order: Latin names before Thai ones.
    ['last name part, any case', { last_name: marker.toUpperCase() }, ['anna', 'bob', 'eve', 'chai', 'dao']],
    ['first name part', { last_name: marker, first_name: 'nn' }, ['anna']],
    ['Thai first name', { last_name: marker, first_name: 'ชั' }, ['chai']],
    ['email part', { email: `NA.${marker}` }, ['anna']],
    ['type', { last_name: marker, type: 'area_manager' }, ['bob']],
    ['active flag', { last_name: marker, active_flag: '0' }, ['bob']],
    ['group showroom', { last_name: marker, group: 'showroom' }, ['anna', 'eve', 'chai', 'dao']],
    ['group service', { last_name: marker, group: 'service' }, ['bob', 'dao']],
    ['sales region', { last_name: marker, dealer_sales_region: 'Region5' }, ['chai']],
    ['service region', { last_name: marker, dealer_service_region: 'Region4' }, ['bob']],
    ['sale area', { last_name: marker, sale_area_code: 'R3-2' }, ['bob']],
    ['service area', { last_name: marker, service_area_code: 'R2-4' }, ['dao']],
    ['dealer', { dealer: '' }, null],
    ['passport id part, any case', { passport_id: `x${marker}d`.toLowerCase() }, ['dao']],
    ['nothing matching', { last_name: marker, type: 'callcenter' }, []],
  ] as const)('filters by %s', async (_name, filters, expected) => {
    if (expected === null) {
      const res = await search({ dealer: dealer._id });
      expect(keysOf(res)).toEqual(['dao']);
      return;
    }
    const res = await search(filters as Record<string, string>);
    expect(res.status).toBe(200);
    expect(keysOf(res)).toEqual(expected);
    expect(res.body.success.total).toBe(expected.length);
  });

  it('lists in first-name order with the total of all matches across pages', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search({ last_name: marker, limit: '2', page: String(page) })));
    expect(pages.map((res) => res.body.success.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(keysOf)).toEqual(['anna', 'bob', 'eve', 'chai', 'dao']);
    expect(pages.map((res) => res.body.success.result.length)).toEqual([2, 2, 1]);
  });

  it('answers list items without history or any password', async () => {
    const res = await search({ last_name: marker, first_name: 'Anna' });
    const { history: _history, ...item } = users.anna;
    expect(res.body.success.result).toEqual([item]);
  });

  it.each([
    [{ type: 'external' }, 'type', FIELD_ERRORS.invalid],
    [{ type: 'boss' }, 'type', FIELD_ERRORS.invalid],
    [{ active_flag: '3' }, 'active_flag', FIELD_ERRORS.invalid],
    [{ group: 'parts' }, 'group', FIELD_ERRORS.invalid],
    [{ dealer: 'D0001' }, 'dealer', FIELD_ERRORS.invalid],
    [{ limit: '0' }, 'limit', FIELD_ERRORS.min],
    [{ password: 'x' }, 'password', expect.any(String)],
  ])('refuses %o (external cannot be searched for by type)', async (filters, field, message) => {
    const res = await search(filters);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field, message }]);
  });

  it('takes every filter as optional and drops empty ones', async () => {
    const all = await search({});
    expect(all.status).toBe(200);
    expect(all.body.success.total).toBeGreaterThanOrEqual(6);
    const empty = await search({ last_name: marker, first_name: '', type: '', group: '', dealer: '' });
    expect(empty.body.success.total).toBe(5);
  });
});

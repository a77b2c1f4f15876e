import 'reflect-metadata';
import { AUTH_ERRORS } from '@voc/contracts';
import { USER_TYPES, type UserType } from '@voc/domain';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createDealerVia, createUserVia, dealerBody, signedInUser, staffBody } from '../../support/master-data-fixtures';

type Endpoint = 'listUsers' | 'getUser' | 'createUser' | 'updateUser';

/** Every type against every user endpoint: user management is csn's alone (SPEC.md §6). */
const EXPECTED: Array<[UserType, Record<Endpoint, number>]> = [
  ['nissan', { listUsers: 403, getUser: 403, createUser: 403, updateUser: 403 }],
  ['nml', { listUsers: 403, getUser: 403, createUser: 403, updateUser: 403 }],
  ['region_manager', { listUsers: 403, getUser: 403, createUser: 403, updateUser: 403 }],
  ['area_manager', { listUsers: 403, getUser: 403, createUser: 403, updateUser: 403 }],
  ['csn', { listUsers: 200, getUser: 200, createUser: 201, updateUser: 200 }],
  ['callcenter', { listUsers: 403, getUser: 403, createUser: 403, updateUser: 403 }],
  ['dealer', { listUsers: 403, getUser: 403, createUser: 403, updateUser: 403 }],
  ['external', { listUsers: 403, getUser: 403, createUser: 403, updateUser: 403 }],
];

describe('who may manage users (type × endpoint)', () => {
  let sut: TestApi;
  let target: any;
  let dealerId: string;

  beforeAll(async () => {
    sut = await startTestApi();
    const csn = await signedInUser(sut, 'csn');
    target = await createUserVia(sut, csn.token, staffBody('nml'));
    dealerId = (await createDealerVia(sut, csn.token, dealerBody()))._id;
  });
  afterAll(() => sut.close());

  it('covers every user type', () => {
    expect(EXPECTED.map(([type]) => type)).toEqual([...USER_TYPES]);
  });

  it.each(EXPECTED)('%s', async (type, expected) => {
    const me = await signedInUser(sut, type, type === 'dealer' ? { dealerId } : {});
    const calls: Record<Endpoint, () => Promise<{ status: number; body: any }>> = {
      listUsers: () => sut.call('GET', '/users', { token: me.token }),
      getUser: () => sut.call('GET', `/users/${target._id}`, { token: me.token }),
      createUser: () => sut.call('POST', '/users', { token: me.token, body: staffBody('callcenter') }),
      updateUser: () => sut.call('PUT', `/users/${target._id}`, { token: me.token, body: { mobile: `08${Date.now() % 100000000}` } }),
    };
    const actual: Record<string, number> = {};
    for (const [endpoint, call] of Object.entries(calls)) {
      const res = await call();
      actual[endpoint] = res.status;
      if (res.status === 403) expect(res.body).toEqual({ error: { name: 'Forbidden', message: AUTH_ERRORS.forbidden } });
    }
    expect(actual).toEqual(expected);
  });

  it('refuses a forbidden caller before looking at the body', async () => {
    const nml = await signedInUser(sut, 'nml');
    const res = await sut.call('POST', '/users', { token: nml.token, body: { nonsense: true } });
    expect(res.status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await sut.call('GET', '/users')).status).toBe(401);
    expect((await sut.call('GET', '/dealers')).status).toBe(401);
  });
});

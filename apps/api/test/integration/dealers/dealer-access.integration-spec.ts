import 'reflect-metadata';
import { AUTH_ERRORS } from '@voc/contracts';
import { USER_TYPES, type UserType } from '@voc/domain';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createDealerVia, dealerBody, signedInUser } from '../../support/master-data-fixtures';

type Endpoint = 'list' | 'getOwn' | 'getOther' | 'provinces' | 'provincesEn' | 'create' | 'update';

/**
 * Every type against every dealer endpoint. "own" is the dealer of the dealer-type caller (for
 * other types just a dealer); "other" is a dealer they do not belong to.
 */
const EXPECTED: Array<[UserType, Record<Endpoint, number>]> = [
  ['nissan', { list: 200, getOwn: 200, getOther: 200, provinces: 200, provincesEn: 200, create: 201, update: 200 }],
  ['nml', { list: 200, getOwn: 200, getOther: 200, provinces: 200, provincesEn: 200, create: 403, update: 403 }],
  ['region_manager', { list: 200, getOwn: 200, getOther: 200, provinces: 200, provincesEn: 200, create: 403, update: 403 }],
  ['area_manager', { list: 200, getOwn: 200, getOther: 200, provinces: 200, provincesEn: 200, create: 403, update: 403 }],
  ['csn', { list: 200, getOwn: 200, getOther: 200, provinces: 200, provincesEn: 200, create: 201, update: 200 }],
  ['callcenter', { list: 200, getOwn: 200, getOther: 200, provinces: 200, provincesEn: 200, create: 403, update: 403 }],
  ['dealer', { list: 200, getOwn: 200, getOther: 404, provinces: 200, provincesEn: 200, create: 403, update: 403 }],
  ['external', { list: 403, getOwn: 403, getOther: 403, provinces: 403, provincesEn: 403, create: 403, update: 403 }],
];

describe('who may read and change dealers (type × endpoint)', () => {
  let sut: TestApi;
  let own: any;
  let other: any;

  beforeAll(async () => {
    sut = await startTestApi();
    const csn = await signedInUser(sut, 'csn');
    own = await createDealerVia(sut, csn.token);
    other = await createDealerVia(sut, csn.token);
  });
  afterAll(() => sut.close());

  it('covers every user type', () => {
    expect(EXPECTED.map(([type]) => type)).toEqual([...USER_TYPES]);
  });

  it.each(EXPECTED)('%s', async (type, expected) => {
    const me = await signedInUser(sut, type, type === 'dealer' ? { dealerId: own._id } : {});
    const calls: Record<Endpoint, () => Promise<{ status: number; body: any }>> = {
      list: () => sut.call('GET', '/dealers', { token: me.token }),
      getOwn: () => sut.call('GET', `/dealers/${own._id}`, { token: me.token }),
      getOther: () => sut.call('GET', `/dealers/${other._id}`, { token: me.token }),
      provinces: () => sut.call('GET', '/dealers/field/dealer_province', { token: me.token }),
      provincesEn: () => sut.call('GET', '/dealers/field/dealer_province_en', { token: me.token }),
      create: () => sut.call('POST', '/dealers', { token: me.token, body: dealerBody() }),
      update: () => sut.call('PUT', `/dealers/${other._id}`, { token: me.token, body: { sale_manager_name: `${type} was here` } }),
    };
    const actual: Record<string, number> = {};
    for (const [endpoint, call] of Object.entries(calls)) {
      const res = await call();
      actual[endpoint] = res.status;
      if (res.status === 403) expect(res.body).toEqual({ error: { name: 'Forbidden', message: AUTH_ERRORS.forbidden } });
    }
    expect(actual).toEqual(expected);
  });

  it('lists only their own dealer to dealer staff', async () => {
    const staff = await signedInUser(sut, 'dealer', { dealerId: own._id });
    const res = await sut.call('GET', '/dealers?limit=200', { token: staff.token });
    expect(res.body.success).toEqual({ result: [expect.objectContaining({ _id: own._id })], total: 1 });
  });

  it('refuses a forbidden writer before looking at the body', async () => {
    const nml = await signedInUser(sut, 'nml');
    const res = await sut.call('POST', '/dealers', { token: nml.token, body: { nonsense: true } });
    expect(res.status).toBe(403);
  });
});

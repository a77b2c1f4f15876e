import 'reflect-metadata';
import { FIELD_ERRORS } from '@voc/contracts';
import { unique } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createDealerVia, signedInUser } from '../../support/master-data-fixtures';

describe('dealer master: lists and field values (GET /api/dealers, /api/dealers/field/...)', () => {
  let sut: TestApi;
  let csn: string;
  /** Unique to this run, so rows of other test files do not count. */
  const marker = unique('Mk');
  const province = (name: string) => `${name}-${marker}`;
  const dealers: Record<string, any> = {};

  beforeAll(async () => {
    sut = await startTestApi();
    csn = (await signedInUser(sut, 'csn')).token;
    const make = (key: string, overrides: Record<string, unknown>) =>
      createDealerVia(sut, csn, { dealer_code: `${marker}-${key}`.toUpperCase(), ...overrides }).then((dealer) => (dealers[key] = dealer));
    await make('a', { dealer_name: `โตโยต้า ${marker}`, dealer_name_en: `Alpha Motors ${marker}`, dealer_province: province('เชียงใหม่'), dealer_province_en: province('Chiang Mai'), dealer_region: 'NORTH' });
    await make('b', { branch_name_en: `Bravo ${marker} Branch`, dealer_province: province('เชียงใหม่'), dealer_province_en: province('Chiang Mai'), dealer_region: 'NORTH', status: 'closed' });
    await make('c', {
      dealer_name_en: `Charlie ${marker}`,
      dealer_sales_region: 'Region5',
      dealer_service_region: 'Region4',
      sale_area_code: 'R5-3',
      service_area_code: 'R4-4',
      dealer_province: province('ภูเก็ต'),
      dealer_province_en: province('Phuket'),
      dealer_region: 'SOUTH',
      dealer_id: '7999',
    });
    await make('d', { dealer_name_en: `Delta ${marker}`, dealer_province: null, dealer_province_en: null });
  });
  afterAll(() => sut.close());

  const codesOf = (res: any) => res.body.success.result.map((d: any) => d.dealer_code).sort();
  const code = (key: string) => dealers[key].dealer_code;

  it.each([
    ['code prefix, any case', { dealer_code: marker.toLowerCase() }, ['a', 'b', 'c', 'd']],
    ['the full code', { dealer_code: `${marker}-C` }, ['c']],
    ['name part in Thai', { name: `โตโยต้า ${marker}` }, ['a']],
    ['name part in English, any case', { name: `alpha motors ${marker}` }, ['a']],
    ['branch name part', { name: `bravo ${marker}` }, ['b']],
    ['sales region', { dealer_code: marker, dealer_sales_region: 'Region5' }, ['c']],
    ['service region', { dealer_code: marker, dealer_service_region: 'Region2' }, ['a', 'b', 'd']],
    ['sale area', { dealer_code: marker, sale_area_code: 'R5-3' }, ['c']],
    ['service area', { dealer_code: marker, service_area_code: 'R4-4' }, ['c']],
    ['geographic region', { dealer_code: marker, dealer_region: 'NORTH' }, ['a', 'b']],
    ['Thai province', { dealer_province: province('เชียงใหม่') }, ['a', 'b']],
    ['English province', { dealer_province_en: province('Phuket') }, ['c']],
    ['status', { dealer_code: marker, status: 'closed' }, ['b']],
    ['dealer id', { dealer_code: marker, dealer_id: '7999' }, ['c']],
    ['two filters together', { name: marker, dealer_region: 'NORTH', status: 'normal' }, ['a']],
    ['a name with LIKE wildcards is taken literally', { name: `${marker}%` }, []],
    ["the pickers' search: a code part", { q: `${marker}-c`.toLowerCase() }, ['c']],
    ["the pickers' search: a Thai name part", { q: `โตโยต้า ${marker}` }, ['a']],
    ["the pickers' search: an English branch name part", { q: `bravo ${marker}` }, ['b']],
    ["the pickers' search: a Thai province", { q: province('เชียงใหม่') }, ['a', 'b']],
    ["the pickers' search: an English province, any case", { q: province('PHUKET') }, ['c']],
    ["the pickers' search: wildcards taken literally", { q: `${marker}_` }, []],
  ])('filters by %s', async (_name, filters, expected) => {
    const res = await sut.call('GET', `/dealers?${new URLSearchParams(filters as Record<string, string>)}`, { token: csn });
    expect(res.status).toBe(200);
    expect(codesOf(res)).toEqual(expected.map(code).sort());
    expect(res.body.success.total).toBe(expected.length);
  });

  it('pages by dealer_code with the total of all matches', async () => {
    const first = await sut.call('GET', `/dealers?dealer_code=${marker}&limit=3`, { token: csn });
    const second = await sut.call('GET', `/dealers?dealer_code=${marker}&limit=3&page=2`, { token: csn });
    expect(first.body.success.total).toBe(4);
    expect(second.body.success.total).toBe(4);
    expect(first.body.success.result.map((d: any) => d.dealer_code)).toEqual(['a', 'b', 'c'].map(code));
    expect(second.body.success.result.map((d: any) => d.dealer_code)).toEqual([code('d')]);
    const beyond = await sut.call('GET', `/dealers?dealer_code=${marker}&limit=3&page=3`, { token: csn });
    expect(beyond.body.success).toEqual({ result: [], total: 4 });
  });

  it('answers list items with every dealer field and neither staff nor history', async () => {
    const res = await sut.call('GET', `/dealers?dealer_code=${code('c')}`, { token: csn });
    const { staff: _staff, history: _history, ...item } = dealers.c;
    expect(res.body.success.result).toEqual([item]);
  });

  it.each([
    [{ page: '0' }, 'page', FIELD_ERRORS.min],
    [{ limit: '201' }, 'limit', FIELD_ERRORS.max],
    [{ limit: 'many' }, 'limit', FIELD_ERRORS.numeric],
    [{ dealer_sales_region: 'Region9' }, 'dealer_sales_region', FIELD_ERRORS.invalid],
    [{ status: 'open' }, 'status', FIELD_ERRORS.invalid],
    [{ colour: 'red' }, 'colour', expect.any(String)],
  ])('refuses a bad filter %o', async (filters, field, message) => {
    const res = await sut.call('GET', `/dealers?${new URLSearchParams(filters)}`, { token: csn });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field, message }]);
  });

  it('ignores empty filter parameters', async () => {
    const res = await sut.call('GET', `/dealers?dealer_code=${marker}&name=&status=&dealer_sales_region=`, { token: csn });
    expect(res.body.success.total).toBe(4);
  });

  describe('distinct province values', () => {
    it('lists each Thai and English province once, sorted, without empty ones', async () => {
      const th = await sut.call('GET', `/dealers/field/dealer_province?dealer_code=${marker}`, { token: csn });
      const en = await sut.call('GET', `/dealers/field/dealer_province_en?dealer_code=${marker}`, { token: csn });
      expect(th.status).toBe(200);
      expect(th.body.success).toEqual({ result: [province('ภูเก็ต'), province('เชียงใหม่')].sort(), total: 2 });
      expect(en.body.success).toEqual({ result: [province('Chiang Mai'), province('Phuket')], total: 2 });
    });

    it('takes the same filters as the list', async () => {
      const res = await sut.call('GET', `/dealers/field/dealer_province_en?dealer_code=${marker}&dealer_region=SOUTH`, { token: csn });
      expect(res.body.success).toEqual({ result: [province('Phuket')], total: 1 });
      const closed = await sut.call('GET', `/dealers/field/dealer_province?dealer_code=${marker}&status=closed`, { token: csn });
      expect(closed.body.success.result).toEqual([province('เชียงใหม่')]);
    });

    it('answers 404 for another field', async () => {
      const res = await sut.call('GET', '/dealers/field/dealer_name', { token: csn });
      expect(res.status).toBe(404);
    });
  });

  describe('dealer staff', () => {
    it('see only their own branch in the list, the field values and the details', async () => {
      const own = dealers.c;
      const staff = await signedInUser(sut, 'dealer', { dealerId: own._id });
      const list = await sut.call('GET', '/dealers', { token: staff.token });
      expect(list.body.success.total).toBe(1);
      expect(list.body.success.result.map((d: any) => d._id)).toEqual([own._id]);
      const filtered = await sut.call('GET', `/dealers?dealer_code=${code('a')}`, { token: staff.token });
      expect(filtered.body.success).toEqual({ result: [], total: 0 });

      const fields = await sut.call('GET', '/dealers/field/dealer_province_en', { token: staff.token });
      expect(fields.body.success).toEqual({ result: [province('Phuket')], total: 1 });

      const detail = await sut.call('GET', `/dealers/${own._id}`, { token: staff.token });
      expect(detail.status).toBe(200);
      expect(detail.body.success.result).not.toHaveProperty('staff');
      expect(detail.body.success.result).not.toHaveProperty('history');
      const other = await sut.call('GET', `/dealers/${dealers.a._id}`, { token: staff.token });
      expect(other.status).toBe(404);
      expect(other.body.error).toEqual({ name: 'NotFound', message: 'errors.notFound' });
    });
  });

  it('shows the staff sign-in accounts on the detail to user managers only', async () => {
    const dealer = dealers.d;
    const staff = await signedInUser(sut, 'dealer', { dealerId: dealer._id, passportOnly: true, active: 1 });
    const asCsn = await sut.call('GET', `/dealers/${dealer._id}`, { token: csn });
    expect(asCsn.body.success.result.staff).toEqual([
      { _id: staff.id, passport_id: staff.passportId, first_name: 'ทดสอบ', last_name: 'ระบบ', active_flag: 1, passport_only: true },
    ]);
    const nml = await signedInUser(sut, 'nml');
    const asNml = await sut.call('GET', `/dealers/${dealer._id}`, { token: nml.token });
    expect(asNml.status).toBe(200);
    expect(asNml.body.success.result).not.toHaveProperty('staff');
    expect(asNml.body.success.result).not.toHaveProperty('history');
    expect(JSON.stringify(asCsn.body)).not.toMatch(/argon2|password_hash/);
  });
});

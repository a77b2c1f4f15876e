import { FIELD_ERRORS, GENERIC_ERRORS, SAVED_VIEW_ERRORS, SAVED_VIEW_MESSAGES } from '@voc/contracts';
import { SAVED_VIEWS_PER_USER } from '@voc/domain';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { createDealer, createUser } from '../../support/account-fixtures';
import { signIn } from '../../support/ticket-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';

/**
 * Saved views (issue 32) through the real api: each user lists, saves, renames and deletes only
 * their own; names, pages and queries are checked; hostile input is a 4xx, never a 500.
 */
describe('saved views: a user keeps named filters of list and report pages', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let csn: string;
  let otherCsn: string;
  let dealerStaff: string;
  const call = (method: string, path: string, token: string, body?: unknown) => sut.call<any>(method, path, { token, body });
  const save = (token: string, body: Record<string, unknown>) => call('POST', '/saved-views', token, body);
  const names = async (token: string) => ((await call('GET', '/saved-views', token)).body.success.result as Array<{ name: string }>).map((view) => view.name);

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_saved_views');
    sut = await startTestApi({ DATABASE_URL: database.url });
    const dealer = await createDealer(sut.db);
    csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    otherCsn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    dealerStaff = await signIn(sut, await createUser(sut.db, { type: 'dealer', dealerId: dealer.id }));
  });

  afterAll(async () => {
    await sut?.close();
    await database?.drop();
  });

  it('saves a view (name trimmed, query re-encoded, page number dropped) and lists it', async () => {
    const res = await save(csn, { name: '  KPI ภาค 1  ', path: '/app/report/ticketkpi', query: '?region=Region1&type=service&page=4' });
    expect(res.status).toBe(201);
    expect(res.body.success.message).toBe(SAVED_VIEW_MESSAGES.saved);
    expect(res.body.success.result).toEqual({ _id: expect.any(String), name: 'KPI ภาค 1', path: '/app/report/ticketkpi', query: 'region=Region1&type=service', created_at: expect.any(String) });
    const list = await call('GET', '/saved-views', csn);
    expect(list.status).toBe(200);
    expect(list.body.success).toEqual({ result: [res.body.success.result], total: 1 });
  });

  it('refuses a name the user already gave a view, whatever its case, and lets another user take it', async () => {
    await save(csn, { name: 'Open service', path: '/app/ticket/survey/service', query: 'status=W' });
    const again = await save(csn, { name: 'OPEN SERVICE', path: '/app/ticket/survey/showroom', query: '' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ name: 'SavedViewNameTaken', message: SAVED_VIEW_ERRORS.nameTaken, details: [{ field: 'name', message: SAVED_VIEW_ERRORS.nameTaken }] });
    expect((await save(otherCsn, { name: 'Open service', path: '/app/ticket/survey/service' })).status).toBe(201);
  });

  it.each([
    ['no name', { path: '/app/report/ticketkpi', query: '' }, 'name', FIELD_ERRORS.required],
    ['a blank name', { name: '   ', path: '/app/report/ticketkpi', query: '' }, 'name', FIELD_ERRORS.required],
    ['a name too long', { name: 'ก'.repeat(61), path: '/app/report/ticketkpi', query: '' }, 'name', FIELD_ERRORS.max],
    ['a name that is not text', { name: { $ne: '' }, path: '/app/report/ticketkpi', query: '' }, 'name', FIELD_ERRORS.invalid],
    ['the dashboard', { name: 'x', path: '/app/main', query: '' }, 'path', SAVED_VIEW_ERRORS.page],
    ['a form', { name: 'x', path: '/app/ticket/callcenter/showroom/add', query: '' }, 'path', SAVED_VIEW_ERRORS.page],
    ['another site', { name: 'x', path: 'https://evil.example/app/report/ticketkpi', query: '' }, 'path', SAVED_VIEW_ERRORS.page],
    ['a script address', { name: 'x', path: 'javascript:alert(1)', query: '' }, 'path', SAVED_VIEW_ERRORS.page],
    ['a page below a report', { name: 'x', path: '/app/report/ticketkpi/../../user', query: '' }, 'path', SAVED_VIEW_ERRORS.page],
    ['a query that is not text', { name: 'x', path: '/app/report/ticketkpi', query: ['a', 'b'] }, 'query', FIELD_ERRORS.invalid],
    ['a query too long', { name: 'x', path: '/app/report/ticketkpi', query: 'q='.padEnd(1001, 'x') }, 'query', FIELD_ERRORS.max],
    ['a query that grows too long once encoded', { name: 'x', path: '/app/report/ticketkpi', query: `q=${'ก'.repeat(400)}` }, 'query', FIELD_ERRORS.max],
  ])('refuses %s with 400 and the field named', async (_case, body, field, message) => {
    const res = await save(csn, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
  });

  it("refuses a report page the user's menu does not offer (a dealer and the KPI summary)", async () => {
    const res = await save(dealerStaff, { name: 'summary', path: '/app/report/kpisummary', query: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'path', message: SAVED_VIEW_ERRORS.page }]);
  });

  it('keeps a hostile query as a plain, encoded query', async () => {
    const res = await save(csn, { name: 'hostile', path: '/app/report/ticketkpi', query: "a=<script>alert(1)</script>&b='; DROP TABLE saved_views;--#x" });
    expect(res.status).toBe(201);
    expect(res.body.success.result.query).toBe('a=%3Cscript%3Ealert%281%29%3C%2Fscript%3E&b=%27%3B+DROP+TABLE+saved_views%3B--%23x');
  });

  it("renames and deletes one's own view; another user's view is not found (404) and stays as it was", async () => {
    const created = (await save(csn, { name: 'to rename', path: '/app/report/caseclosed', query: 'year=2026&month=10' })).body.success.result;

    const renamed = await call('PUT', `/saved-views/${created._id}`, csn, { name: 'renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.success).toEqual({ result: { ...created, name: 'renamed' }, message: SAVED_VIEW_MESSAGES.renamed });
    const taken = await call('PUT', `/saved-views/${created._id}`, csn, { name: 'open service' });
    expect(taken.status).toBe(409);
    expect((await call('PUT', `/saved-views/${created._id}`, csn, { name: '' })).status).toBe(400);

    for (const [method, body] of [['PUT', { name: 'stolen' }], ['DELETE', undefined]] as const) {
      const foreign = await call(method, `/saved-views/${created._id}`, otherCsn, body);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.message).toBe(GENERIC_ERRORS.notFound);
    }
    expect(await names(otherCsn)).not.toContain('renamed');
    expect(await names(csn)).toContain('renamed');

    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1"]) {
      expect((await call('DELETE', `/saved-views/${encodeURIComponent(id)}`, csn)).status).toBe(404);
      expect((await call('PUT', `/saved-views/${encodeURIComponent(id)}`, csn, { name: 'x' })).status).toBe(404);
    }

    const removed = await call('DELETE', `/saved-views/${created._id}`, csn);
    expect(removed.status).toBe(200);
    expect(removed.body.success.message).toBe(SAVED_VIEW_MESSAGES.deleted);
    expect(await names(csn)).not.toContain('renamed');
    expect((await call('DELETE', `/saved-views/${created._id}`, csn)).status).toBe(404);
  });

  it('asks for a signed-in user', async () => {
    expect((await sut.call('GET', '/saved-views')).status).toBe(401);
    expect((await sut.call('POST', '/saved-views', { body: { name: 'x', path: '/app/report/ticketkpi' } })).status).toBe(401);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_USER} views a user`, async () => {
    const user = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    const saves = await Promise.all(Array.from({ length: SAVED_VIEWS_PER_USER + 3 }, (_unused, i) => save(user, { name: `view ${i}`, path: '/app/report/ticketkpi', query: `month=${i}` })));
    expect(saves.filter((res) => res.status === 201)).toHaveLength(SAVED_VIEWS_PER_USER);
    const refused = saves.filter((res) => res.status !== 201);
    expect(refused.map((res) => [res.status, res.body.error.message])).toEqual(Array.from({ length: 3 }, () => [409, SAVED_VIEW_ERRORS.tooMany]));
    expect(await names(user)).toHaveLength(SAVED_VIEWS_PER_USER);
  });
});

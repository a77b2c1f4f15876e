import { startTestApi, type TestApi } from '../../support/test-api';
import { ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { createUser } from '../../support/account-fixtures';

/** Issue 16: the operators' queue board (bull-board) at /api/queues, for csn only. */
describe('queue board', () => {
  let sut: TestApi;
  let world: TicketWorld;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
  });
  afterAll(() => sut.close());

  const board = (path: string, init: RequestInit = {}) => fetch(`${sut.baseUrl}/queues${path}`, init);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('answers 401 in the error envelope without a token, or with a bad one', async () => {
    const attempts: Array<Record<string, string>> = [{}, bearer('not-a-token'), { cookie: 'voc_queue_board=not-a-token' }];
    for (const headers of attempts) {
      const res = await board('/', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { name: 'Unauthorized', message: 'errors.auth.unauthorized' } });
    }
  });

  // What a browser's address bar sends.
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it('sends a browser without a session to sign in: a page in Thai and English with a link, no raw JSON', async () => {
    for (const headers of [browser, { ...browser, cookie: 'voc_queue_board=not-a-token' }]) {
      const res = await board('/', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      const page = await res.text();
      expect(page).toContain('Sign in to open the queue board');
      expect(page).toContain('กรุณาเข้าสู่ระบบก่อนเปิดคิวงานเบื้องหลัง');
      expect(page).toContain('<a href="/signin/admin">');
      expect(page).not.toContain('errors.auth.unauthorized');
      expect(page).not.toContain('<script');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('tells a browser signed in as someone else that the board is for administrators', async () => {
    const res = await board('/', { headers: { ...browser, ...bearer(world.dealerStaff) } });
    expect(res.status).toBe(403);
    const page = await res.text();
    expect(page).toContain('The queue board is for administrators only');
    expect(page).toContain('<a href="/signin/admin">');
  });

  it('still answers an API client (Accept: application/json) and the session call in the envelope', async () => {
    const res = await board('/', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { name: 'Unauthorized', message: 'errors.auth.unauthorized' } });
    const boardApi = await board('/api/queues', { headers: { accept: 'application/json, text/plain, */*' } });
    expect(boardApi.status).toBe(401);
    expect(((await boardApi.json()) as { error: { name: string } }).error.name).toBe('Unauthorized');
    const session = await board('/session', { method: 'POST', headers: browser });
    expect(session.status).toBe(401);
    expect(((await session.json()) as { error: { name: string } }).error.name).toBe('Unauthorized');
  });

  it.each([
    ['a dealer', (w: TicketWorld) => w.dealerStaff],
    ['a call-centre agent', (w: TicketWorld) => w.agent],
    ['a nissan approver', (w: TicketWorld) => w.approver],
  ])('answers 403 to %s, page and board api alike', async (_who, token) => {
    for (const path of ['/', '/api/queues']) {
      const res = await board(path, { headers: bearer(token(world)) });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('errors.auth.forbidden');
    }
    const session = await board('/session', { method: 'POST', headers: bearer(token(world)) });
    expect(session.status).toBe(403);
    expect(session.headers.get('set-cookie')).toBeNull();
  });

  it('shows csn the board and every queue of the product', async () => {
    const page = await board('/', { headers: bearer(world.csn) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('__UI_CONFIG__');
    const api = await board('/api/queues', { headers: bearer(world.csn) });
    expect(api.status).toBe(200);
    const names = ((await api.json()) as { queues: Array<{ name: string }> }).queues.map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['projections', 'hotsheet-import', 'ticket-export', 'survey-sync']));
  });

  it('gives csn a board cookie for a browser tab, sent only to the board, and the board takes it', async () => {
    const session = await board('/session', { method: 'POST', headers: bearer(world.csn) });
    expect(session.status).toBe(201);
    const cookie = session.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^voc_queue_board=[^;]+; Path=\/api\/queues; HttpOnly; SameSite=Strict/);
    const page = await board('/', { headers: { cookie: cookie.split(';')[0] } });
    expect(page.status).toBe(200);
  });

  it('refuses a csn whose token was revoked (deactivated)', async () => {
    const user = await createUser(sut.db, { type: 'csn' });
    const signedIn = await sut.call<{ success: { token: string } }>('POST', '/auth/user', { body: { email: user.email, password: user.password } });
    const token = signedIn.body.success.token;
    await sut.db.query('UPDATE users SET active_flag = 0 WHERE id = $1', [user.id]);
    expect((await board('/', { headers: bearer(token) })).status).toBe(401);
  });

  it('serves the board under a page policy of its own, no inline script, never framed', async () => {
    const res = await board('/', { headers: bearer(world.csn) });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

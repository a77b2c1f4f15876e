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

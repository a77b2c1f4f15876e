import { callSignIn } from '../sign-in-call';
import { signInBody } from '../sign-in-fields';

const user = { id: 1, first_name: 'A' };

function answering(status: number, body: string, statusText = ''): jest.MockedFunction<typeof fetch> {
  return jest.fn(async () => new Response(body, { status, statusText })) as unknown as jest.MockedFunction<typeof fetch>;
}

describe('callSignIn', () => {
  it('posts a dealer sign-in to /api/auth/dealer in the user language and answers the session', async () => {
    const fetchFn = answering(200, JSON.stringify({ success: { token: 't', token_type: 'Bearer', user } }));
    const outcome = await callSignIn('dealer', { passport_id: 'P', password: ' ' }, 'en-US', fetchFn);
    expect(outcome).toEqual({ ok: true, result: { token: 't', token_type: 'Bearer', user } });
    const [address, init] = fetchFn.mock.calls[0] ?? [];
    expect(address).toBe('/api/auth/dealer');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en-US');
    expect(JSON.parse(String(init?.body))).toEqual({ passport_id: 'P', password: ' ' });
  });

  it('posts a staff sign-in to /api/auth/user', async () => {
    const fetchFn = answering(200, JSON.stringify({ success: { token: 't', token_type: 'Bearer', user } }));
    await callSignIn('staff', { email: 'a@b.c', password: 'x' }, 'th-TH', fetchFn);
    expect(fetchFn.mock.calls[0]?.[0]).toBe('/api/auth/user');
  });

  it('refuses a dealer answer without a user (SPEC.md §5) with the permission message', async () => {
    const outcome = await callSignIn('dealer', { passport_id: 'P', password: ' ' }, 'th-TH', answering(200, JSON.stringify({ success: { token: 't', token_type: 'Bearer' } })));
    expect(outcome).toEqual({ ok: false, failure: { message: 'errors.signin.permission' }, fieldErrors: {} });
  });

  it('keeps a refusal whole for the message dialog and hands its field messages to the form', async () => {
    const data = { error: { name: 'UnauthorizedException', message: 'errors.signin.invalid', details: [{ field: 'password', message: 'errors.signin.invalid' }, { message: 'no field' }] } };
    const outcome = await callSignIn('staff', { email: 'a@b.c', password: 'x' }, 'th-TH', answering(401, JSON.stringify(data), 'Unauthorized'));
    expect(outcome).toEqual({ ok: false, failure: { response: { status: 401, statusText: 'Unauthorized', data } }, fieldErrors: { password: 'errors.signin.invalid' } });
  });

  it('answers status and text when the body is not JSON (a proxy page)', async () => {
    const outcome = await callSignIn('staff', { email: 'a@b.c', password: 'x' }, 'th-TH', answering(502, '<html>bad gateway</html>', 'Bad Gateway'));
    expect(outcome).toEqual({ ok: false, failure: { response: { status: 502, statusText: 'Bad Gateway' } }, fieldErrors: {} });
  });

  it('answers the network message when the call fails', async () => {
    const fetchFn = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as jest.MockedFunction<typeof fetch>;
    expect(await callSignIn('dealer', { passport_id: 'P', password: ' ' }, 'th-TH', fetchFn)).toEqual({ ok: false, failure: { message: 'errors.network' }, fieldErrors: {} });
  });
});

describe('signInBody', () => {
  it.each([
    ['dealer', { passport_id: ' P1 ', password: '' }, { passport_id: 'P1', password: ' ' }],
    ['dealer', { passport_id: 'P1', password: 'secret' }, { passport_id: 'P1', password: 'secret' }],
    ['staff', { email: ' a@b.c ', password: ' pw ' }, { email: 'a@b.c', password: ' pw ' }],
  ] as const)('%p %p is sent as %p', (kind, values, expected) => {
    expect(signInBody(kind, values)).toEqual(expected);
  });
});

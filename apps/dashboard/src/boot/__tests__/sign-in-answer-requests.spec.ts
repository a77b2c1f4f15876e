import 'reflect-metadata';
import type { SignInResult } from '@voc/contracts';
import { clearEarlyResponses, takeEarlyResponse } from '../../lib/store/early-responses';
import { signedInUser } from '../../testing/signed-in-user';
import { profileAnswerOf, startSignInAnswerRequests } from '../sign-in-answer-requests';

// The early calls read the address's filters (none here) as the page will.
Object.assign(globalThis, { window: { location: { search: '' } } });

const BASE = 'http://localhost/app/main';
const answer = (change: Partial<SignInResult['user']> = {}): SignInResult => ({ token: 't1', token_type: 'Bearer', user: signedInUser('nissan', change) });
const get = (path: string) => new Request(new URL(path, BASE), { headers: { Authorization: 'Bearer t1' } });
const paths = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => new Response('{}', { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => clearEarlyResponses());

describe('the sign-in answer’s calls', () => {
  it('hand the app’s profile request the user the answer carries, with no profile call', async () => {
    const result = answer();
    await startSignInAnswerRequests(result, '/app/main');
    expect(paths(fetchMock)).not.toContain('/api/auth/profile');
    const profile = await takeEarlyResponse(get('/api/auth/profile'));
    expect(await profile?.json()).toEqual({ success: { result: result.user } });
  });

  it('send the KPI dashboard’s report calls at once on /app/main, with the answer’s token', async () => {
    const figures = await startSignInAnswerRequests(answer(), '/app/main');
    expect(figures).not.toBeNull();
    expect(paths(fetchMock)).toEqual(['/api/reports/freshness', '/api/tickets/report/kpi', '/api/reports/open-tickets', '/api/reports/status-trend']);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer t1');
    const [kpiAddress] = fetchMock.mock.calls[1] as [string];
    expect(takeEarlyResponse(get(kpiAddress))).toBeDefined();
  });

  it.each([
    ['another page', '/app/tickets', {}],
    ['a password to change first', '/app/main', { must_change_password: true }],
  ])('send no report calls for %s (the profile is still handed over)', async (_case, path, change) => {
    expect(await startSignInAnswerRequests(answer(change), path)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyResponse(get('/api/auth/profile'))).toBeDefined();
  });

  it('start nothing off the app', () => {
    expect(startSignInAnswerRequests(answer(), '/signin/admin')).toBeNull();
    expect(takeEarlyResponse(get('/api/auth/profile'))).toBeUndefined();
  });

  it('make the profile answer in the api’s envelope', async () => {
    const user = signedInUser('nissan');
    const made = profileAnswerOf(user);
    expect(made.status).toBe(200);
    expect(made.headers.get('Content-Type')).toBe('application/json');
    expect(await made.json()).toEqual({ success: { result: user } });
  });
});

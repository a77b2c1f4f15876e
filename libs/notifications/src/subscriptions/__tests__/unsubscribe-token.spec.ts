import { signUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from '../unsubscribe-token';
import { readSubscriptionMailConfig } from '../subscription-mail-config';

const SECRET = 'a-secret-of-at-least-32-characters-long';
const USER = '5b0c3c1e-8f2a-4d8e-9a51-2f3c4d5e6f70';

describe('unsubscribe links', () => {
  const token = signUnsubscribeToken(SECRET, { userId: USER, kind: 'weekly_digest' });
  const [payload, signature] = token.split('.');
  const flip = (s: string, at: number) => `${s.slice(0, at)}${s[at] === 'A' ? 'B' : 'A'}${s.slice(at + 1)}`;

  it('verify what they sign', () => {
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, kind: 'weekly_digest' });
  });

  it.each<[string, unknown]>([
    ['a changed signature', `${payload}.${flip(signature, 5)}`],
    ['a changed payload', `${flip(payload, 3)}.${signature}`],
    ['another kind under the same signature', `${Buffer.from(`${USER}.alerts`).toString('base64url')}.${signature}`],
    ['signed with another secret', signUnsubscribeToken('another-secret-of-at-least-32-characters', { userId: USER, kind: 'weekly_digest' })],
    ['no signature', payload],
    ['empty', ''],
    ['not a string', { token }],
    ['an array', [token]],
    ['far too long', `${'A'.repeat(5000)}.${signature}`],
  ])('refuse %s', (_case, given) => {
    expect(verifyUnsubscribeToken(SECRET, given)).toBeNull();
  });

  it('refuse a well-signed payload that names no user or kind', () => {
    const badPayload = Buffer.from('not-a-uuid.weekly_digest').toString('base64url');
    const forged = signUnsubscribeToken(SECRET, { userId: 'not-a-uuid', kind: 'weekly_digest' });
    expect(forged.startsWith(badPayload)).toBe(true);
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
  });

  it("carry a scheduled report's view, and refuse one without its view or with a view on another kind", () => {
    const VIEW = '0f1e2d3c-4b5a-4697-8877-665544332211';
    const scheduled = signUnsubscribeToken(SECRET, { userId: USER, kind: 'scheduled_report', viewId: VIEW });
    expect(verifyUnsubscribeToken(SECRET, scheduled)).toEqual({ userId: USER, kind: 'scheduled_report', viewId: VIEW });
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, { userId: USER, kind: 'scheduled_report' }))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, { userId: USER, kind: 'scheduled_report', viewId: 'x' }))).toBeNull();
    const digestWithView = Buffer.from(`${USER}.weekly_digest.${VIEW}`).toString('base64url');
    const forged = signUnsubscribeToken(SECRET, { userId: USER, kind: 'weekly_digest' }).replace(/^[^.]+/, digestWithView);
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
  });

  it('link to the api under the public address', () => {
    expect(unsubscribeUrl('https://voc.example.com', token)).toBe(`https://voc.example.com/api/subscriptions/unsubscribe?token=${token}`);
  });

  it.each<[Record<string, string>, string | null]>([
    [{}, null],
    [{ UNSUBSCRIBE_SECRET: 'short' }, 'UNSUBSCRIBE_SECRET'],
    [{ UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL: 'https://voc.example.com/?a=1' }, 'PUBLIC_URL'],
    [{ UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL: 'https://voc.example.com/' }, null],
  ])('config %j: refused naming %s', (env, variable) => {
    if (variable) expect(() => readSubscriptionMailConfig(env)).toThrow(variable);
    else expect(readSubscriptionMailConfig(env).publicUrl).toMatch(/^https?:\/\/[^/]+[^/]$/);
  });
});

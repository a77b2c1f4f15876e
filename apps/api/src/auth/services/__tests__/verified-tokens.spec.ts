import { VerifiedTokens } from '../verified-tokens';

const claims = { sub: '2b0f3a46-6a53-4d3c-9a53-0c1b9e0f6a11', ver: 3 };

describe('VerifiedTokens', () => {
  it.each([
    ['before its exp', 'a.b.c', 1_000, 999, claims],
    ['at its exp (jsonwebtoken refuses from that second on)', 'a.b.c', 1_000, 1_000, undefined],
    ['after its exp', 'a.b.c', 1_000, 5_000, undefined],
    ['another string (one character changed)', 'a.b.d', 1_000, 10, undefined],
  ])('answers a remembered token %s', (_case, asked, expiresAtMs, now, expected) => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims, expiresAtMs);
    expect(tokens.claimsOf(asked, now)).toEqual(expected);
  });

  it('forgets an expired token for good (a later clock does not bring it back)', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims, 1_000);
    expect(tokens.claimsOf('a.b.c', 2_000)).toBeUndefined();
    expect(tokens.claimsOf('a.b.c', 500)).toBeUndefined();
  });

  it('holds at most 10,000 tokens, dropping the longest-remembered first', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i <= 10_000; i += 1) tokens.remember(`t${i}`, claims, 1_000);
    expect(tokens.claimsOf('t0', 0)).toBeUndefined();
    expect(tokens.claimsOf('t1', 0)).toEqual(claims);
    expect(tokens.claimsOf('t10000', 0)).toEqual(claims);
  });
});

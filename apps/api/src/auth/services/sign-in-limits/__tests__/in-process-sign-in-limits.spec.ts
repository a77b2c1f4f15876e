import { InProcessSignInLimits, type AttemptKeys } from '../in-process-sign-in-limits';
import { lockMilliseconds, mayCheck, pairLimit } from '../sign-in-limit-rule';
import type { SignInLimitRule } from '../../../../config/sign-in-limit-rule';

const RULE: SignInLimitRule = { accountLimit: 3, addressLimit: 5, windowSeconds: 60, lockSeconds: 10, maxLockSeconds: 35 };

const keysOf = (ip: string, id: string): AttemptKeys => ({ pair: `p:${ip}|${id}`, pending: `q:${ip}|${id}`, address: `a:${ip}`, known: `k:${ip}|${id}` });

describe('sign-in limit rule', () => {
  it.each([
    [2, 3, 0],
    [3, 3, 10_000],
    [4, 3, 20_000],
    [5, 3, 35_000],
    [60, 3, 35_000],
    [1, 1, 10_000],
  ])('the %i-th failure with limit %i locks %i ms', (failures, limit, expected) => {
    expect(lockMilliseconds(RULE, failures, limit)).toBe(expected);
  });

  it.each([
    [0, 0, 3, true],
    [2, 0, 3, true],
    [5, 0, 3, true],
    [1, 1, 3, true],
    [1, 2, 3, false],
    [0, 3, 3, false],
    [3, 1, 3, false],
  ])('%i failures and %i in flight under limit %i: may check %s', (failures, pending, limit, expected) => {
    expect(mayCheck(failures, pending, limit)).toBe(expected);
  });

  it.each([
    [4, false, 3],
    [5, false, 1],
    [5, true, 3],
  ])('%i address failures, known %s: pair limit %i', (addressFailures, known, expected) => {
    expect(pairLimit(RULE, addressFailures, known)).toBe(expected);
  });
});

describe('InProcessSignInLimits', () => {
  let now = 1_000_000;
  const limits = () => new InProcessSignInLimits(RULE, () => now);

  it('gives attempts at once no more checks than the limit', () => {
    const store = limits();
    const keys = keysOf('10.0.0.1', 'a@x.co');
    const verdicts = Array.from({ length: 20 }, () => store.reserve(keys));
    expect(verdicts.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('locks at the limit and longer at each further failure, capped; success clears', () => {
    const store = limits();
    const keys = keysOf('10.0.0.2', 'a@x.co');
    const fail = () => {
      expect(store.reserve(keys)).toBe(0);
      return store.failure(keys);
    };
    expect([fail(), fail(), fail()]).toEqual([0, 0, 10_000]);
    expect(store.reserve(keys)).toBe(10_000);
    now += 10_000;
    fail();
    expect(store.reserve(keys)).toBe(20_000);
    now += 20_000;
    fail();
    expect(store.reserve(keys)).toBe(35_000);
    now += 35_000;
    expect(store.reserve(keys)).toBe(0);
    store.success(keys);
    expect(store.reserve(keys)).toBe(0);
  });

  it('a place given back (neither outcome) counts nothing', () => {
    const store = limits();
    const keys = keysOf('10.0.0.3', 'a@x.co');
    for (let i = 0; i < 10; i += 1) {
      expect(store.reserve(keys)).toBe(0);
      store.release(keys.pending);
    }
  });

  it('past the address count, an identifier not known there gets one check; a known one keeps the limit', () => {
    const store = limits();
    const known = keysOf('10.0.0.4', 'known@x.co');
    expect(store.reserve(known)).toBe(0);
    store.success(known);
    for (let i = 0; i < 5; i += 1) {
      const keys = keysOf('10.0.0.4', `spray-${i}@x.co`);
      expect(store.reserve(keys)).toBe(0);
      store.failure(keys);
    }
    const stranger = keysOf('10.0.0.4', 'stranger@x.co');
    expect(store.reserve(stranger)).toBe(0);
    store.failure(stranger);
    expect(store.reserve(stranger)).toBe(10_000);
    expect(store.reserve(known)).toBe(0);
    store.failure(known);
    expect(store.reserve(known)).toBe(0);
  });

  it('forgets failures a window after the last one', () => {
    const store = limits();
    const keys = keysOf('10.0.0.5', 'a@x.co');
    for (let i = 0; i < 2; i += 1) {
      store.reserve(keys);
      store.failure(keys);
    }
    now += 61_000;
    for (let i = 0; i < 2; i += 1) {
      expect(store.reserve(keys)).toBe(0);
      store.failure(keys);
    }
    expect(store.reserve(keys)).toBe(0);
  });
});

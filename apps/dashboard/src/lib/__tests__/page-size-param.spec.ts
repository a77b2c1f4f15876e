import { pageSizeParam } from '../page-size-param';

describe('a list’s page size in its address', () => {
  it.each([
    ['50', 50],
    ['30', null],
    ['0', null],
    ['ten', null],
    [null, null],
  ])('of 10/20/50/100: %s → %s', (value, expected) => {
    expect(pageSizeParam(value, [10, 20, 50, 100])).toBe(expected);
  });
});

import { childEnv } from '../child-env';

describe("a child's environment", () => {
  it('sets, overrides and removes variables over the base, leaving the base as it was', () => {
    const base = { PATH: '/usr/bin', LANG: 'th_TH.UTF-8', KEEP: 'yes' };
    expect(childEnv(base, { LANG: undefined, LC_ALL: 'C', PORT: 3000, GONE: null, KEEP: 'no' })).toEqual({ PATH: '/usr/bin', LC_ALL: 'C', PORT: '3000', KEEP: 'no' });
    expect(base).toEqual({ PATH: '/usr/bin', LANG: 'th_TH.UTF-8', KEEP: 'yes' });
    expect(childEnv(base)).toEqual(base);
  });
});

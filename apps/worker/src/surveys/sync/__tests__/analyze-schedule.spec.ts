import { analyzeDue } from '../analyze-schedule';

describe('analyzeDue', () => {
  it.each([
    { applied: 99_999, analyzedAt: 0, first: 100_000, due: false },
    { applied: 100_000, analyzedAt: 0, first: 100_000, due: true },
    { applied: 199_999, analyzedAt: 100_000, first: 100_000, due: false },
    { applied: 200_000, analyzedAt: 100_000, first: 100_000, due: true },
    { applied: 399_999, analyzedAt: 200_000, first: 100_000, due: false },
    { applied: 400_000, analyzedAt: 200_000, first: 100_000, due: true },
    { applied: 3_200_000, analyzedAt: 1_600_000, first: 100_000, due: true },
    { applied: 1_000, analyzedAt: 500, first: 500, due: true },
    { applied: 999, analyzedAt: 500, first: 500, due: false },
  ])('$applied items applied, last analyzed at $analyzedAt, first at $first: due $due', ({ applied, analyzedAt, first, due }) => {
    expect(analyzeDue(applied, analyzedAt, first)).toBe(due);
  });

  it('analyzes a 3.3 M-item sync six times where a fixed step of 100,000 did 32 times', () => {
    let analyzedAt = 0;
    let times = 0;
    for (let applied = 1000; applied <= 3_266_000; applied += 1000) {
      if (analyzeDue(applied, analyzedAt, 100_000)) {
        analyzedAt = applied;
        times++;
      }
    }
    expect(times).toBe(6);
  });
});

import { npsDriver, npsOfBands, rankNpsDrivers } from '../nps-drivers';

// Worked by hand: 10 comments, 5 Top2Box, 3 Bottom6 (NPS 20).
// S03 in 4 comments (0 Top2Box, 3 Bottom6): NPS with −75; without: 6 comments, 5 Top2Box, 0 Bottom6 → 83.33;
//   impact = 0.4 × (83.33 − (−75)) = 63.33 points.
// praise.staff in 5 comments (4 Top2Box, 0 Bottom6): with 80; without: 5 comments, 1 Top2Box, 3 Bottom6 → −40;
//   impact = 0.5 × (−40 − 80) = −60 points.
// A01 in 2 comments (1 Top2Box, 1 Bottom6): with 0; without: 8, 4, 2 → 25; impact = 0.2 × 25 = 5.
const scope = { comments: 10, top2box: 5, bottom6: 3 };

describe('NPS drivers', () => {
  it.each([
    ['a complaint tied to low scores', { topic: 'S03', comments: 4, top2box: 0, bottom6: 3 }, { share: 0.4, npsWith: -75, npsWithout: 83.333333, impact: 63.333333 }],
    ['praise', { topic: 'praise.staff', comments: 5, top2box: 4, bottom6: 0 }, { share: 0.5, npsWith: 80, npsWithout: -40, impact: -60 }],
    ['a mixed topic', { topic: 'A01', comments: 2, top2box: 1, bottom6: 1 }, { share: 0.2, npsWith: 0, npsWithout: 25, impact: 5 }],
  ])('%s', (_name, topic, expected) => {
    const driver = npsDriver(topic, scope);
    expect(driver.share).toBeCloseTo(expected.share, 6);
    expect(driver.npsWith).toBeCloseTo(expected.npsWith, 5);
    expect(driver.npsWithout).toBeCloseTo(expected.npsWithout, 5);
    expect(driver.impact).toBeCloseTo(expected.impact, 5);
  });

  it('has no impact when every comment mentions the topic (no comment without it)', () => {
    expect(npsDriver({ topic: 'A01', ...scope }, scope)).toMatchObject({ share: 1, npsWithout: null, impact: null });
  });

  it('ranks the biggest drag first and topics without impact last', () => {
    const ranked = rankNpsDrivers(
      [
        { topic: 'praise.staff', comments: 5, top2box: 4, bottom6: 0 },
        { topic: 'X99', ...scope },
        { topic: 'A01', comments: 2, top2box: 1, bottom6: 1 },
        { topic: 'S03', comments: 4, top2box: 0, bottom6: 3 },
      ],
      scope,
    );
    expect(ranked.map((d) => d.topic)).toEqual(['S03', 'A01', 'praise.staff', 'X99']);
  });

  it.each([
    ['more comments than the scope', { topic: 'A01', comments: 11, top2box: 0, bottom6: 0 }],
    ['more Bottom6 than the scope', { topic: 'A01', comments: 4, top2box: 0, bottom6: 4 }],
    ['more banded than comments', { topic: 'A01', comments: 2, top2box: 2, bottom6: 1 }],
    ['a fraction', { topic: 'A01', comments: 1.5, top2box: 0, bottom6: 0 }],
  ])('refuses %s', (_name, topic) => {
    expect(() => npsDriver(topic, scope)).toThrow(RangeError);
  });

  it('NPS of no comments is none', () => {
    expect(npsOfBands({ comments: 0, top2box: 0, bottom6: 0 })).toBeNull();
  });
});

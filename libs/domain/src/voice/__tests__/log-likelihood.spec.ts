import { isSignificantRise, logLikelihoodG2, shareRose } from '../log-likelihood';

// Expected G² worked by hand over the four cells, e.g. 30 of 100 now against 10 of 100 before:
// expected 20, 80, 20, 80; G² = 2·(30·ln 1.5 + 70·ln 0.875 + 10·ln 0.5 + 90·ln 1.125) = 12.9715.
describe('Dunning log-likelihood G² of a share now against before', () => {
  it.each([
    ['30/100 against 10/100', { now: 30, nowTotal: 100, before: 10, beforeTotal: 100 }, 12.971514],
    ['10/100 against 10/200', { now: 10, nowTotal: 100, before: 10, beforeTotal: 200 }, 2.535324],
    ['4/40 against 0/60 (an empty cell counts 0)', { now: 4, nowTotal: 40, before: 0, beforeTotal: 60 }, 7.582192],
    ['1/1000 against 0/1000: one text is no trend', { now: 1, nowTotal: 1000, before: 0, beforeTotal: 1000 }, 1.386795],
    ['a fall is as far from equal as a rise: 0/100 against 20/100', { now: 0, nowTotal: 100, before: 20, beforeTotal: 100 }, 29.952705],
    ['equal shares', { now: 5, nowTotal: 50, before: 5, beforeTotal: 50 }, 0],
    ['no baseline texts', { now: 5, nowTotal: 50, before: 0, beforeTotal: 0 }, 0],
    ['every text holds it on both sides', { now: 50, nowTotal: 50, before: 20, beforeTotal: 20 }, 0],
  ])('%s → %p', (_name, counts, expected) => {
    expect(logLikelihoodG2(counts)).toBeCloseTo(expected, 5);
  });

  it.each([
    ['a negative count', { now: -1, nowTotal: 10, before: 0, beforeTotal: 10 }],
    ['more texts with it than texts', { now: 11, nowTotal: 10, before: 0, beforeTotal: 10 }],
    ['not a number', { now: Number.NaN, nowTotal: 10, before: 0, beforeTotal: 10 }],
  ])('refuses %s', (_name, counts) => {
    expect(() => logLikelihoodG2(counts)).toThrow(RangeError);
  });

  it.each([
    ['a rise that is significant', { now: 30, nowTotal: 100, before: 10, beforeTotal: 100 }, true, true],
    ['a rise below 3.84', { now: 10, nowTotal: 100, before: 10, beforeTotal: 200 }, true, false],
    ['a significant fall', { now: 0, nowTotal: 100, before: 20, beforeTotal: 100 }, false, false],
    ['new with no baseline', { now: 3, nowTotal: 10, before: 0, beforeTotal: 0 }, true, false],
    ['nothing now', { now: 0, nowTotal: 0, before: 3, beforeTotal: 10 }, false, false],
  ])('%s: rose %p, significant %p', (_name, counts, rose, significant) => {
    expect(shareRose(counts)).toBe(rose);
    expect(isSignificantRise(counts)).toBe(significant);
  });
});

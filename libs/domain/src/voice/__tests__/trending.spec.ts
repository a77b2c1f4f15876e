import { findEmergingItems, rankRisingItems } from '../trending';

describe('rising items ranked by G², not by counts', () => {
  const totals = { nowTotal: 100, beforeTotal: 100 };

  it('puts significant rises (even of few texts) before a large steady count and leaves falls out', () => {
    const ranked = rankRisingItems(
      [
        { key: 'steady-big', now: 50, before: 49 },
        { key: 'small-jump', now: 12, before: 1 },
        { key: 'mid-rise', now: 30, before: 10 },
        { key: 'falling', now: 2, before: 20 },
      ],
      totals,
    );
    expect(ranked.map((r) => [r.key, r.significant])).toEqual([
      ['mid-rise', true],
      ['small-jump', true],
      ['steady-big', false],
    ]);
    expect(ranked[0].g2).toBeCloseTo(12.971514, 5);
    expect(ranked[0].nowShare).toBe(0.3);
    expect(ranked[0].beforeShare).toBe(0.1);
    expect(ranked[1].g2).toBeCloseTo(11.618335, 5);
  });

  it.each([
    ['below the minimum count', 2, []],
    ['at the minimum count', 1, ['rare']],
  ])('%s', (_name, minNow, keys) => {
    expect(rankRisingItems([{ key: 'rare', now: 1, before: 0 }], totals, { minNow: minNow as number }).map((r) => r.key)).toEqual(keys);
  });
});

describe('emerging topics: a significant rise in one place the rest of the network does not show', () => {
  // Region1 planted with A01 now; the other regions steady.
  const region = (place: string, nowA01: number, beforeA01: number) => ({ place, totals: { nowTotal: 100, beforeTotal: 100 }, items: [{ key: 'A01', now: nowA01, before: beforeA01 }, { key: 'S03', now: 10, before: 10 }] });
  const places = [region('Region1', 30, 5), region('Region2', 5, 5), region('Region3', 5, 5)];
  const network = { place: '', totals: { nowTotal: 300, beforeTotal: 300 }, items: [{ key: 'A01', now: 40, before: 15 }, { key: 'S03', now: 30, before: 30 }] };

  it('finds the planted topic in its region only, with the rest of the network flat', () => {
    const emerging = findEmergingItems(places, network);
    expect(emerging.map((e) => [e.place, e.key])).toEqual([['Region1', 'A01']]);
    expect(emerging[0].restG2).toBe(0);
    expect(emerging[0].restNowShare).toBe(0.05);
  });

  it('is not emerging when the rest of the network rises too', () => {
    const everywhere = [region('Region1', 30, 5), region('Region2', 30, 5), region('Region3', 30, 5)];
    const wide = { ...network, items: [{ key: 'A01', now: 90, before: 15 }, { key: 'S03', now: 30, before: 30 }] };
    expect(findEmergingItems(everywhere, wide)).toEqual([]);
  });

  it('refuses a place holding more than the network', () => {
    expect(() => findEmergingItems([region('Region1', 30, 5)], { ...network, totals: { nowTotal: 50, beforeTotal: 300 } })).toThrow(RangeError);
  });
});

import { G2_SIGNIFICANT, isSignificantRise, logLikelihoodG2, shareRose, type ShareCounts } from './log-likelihood';

/**
 * Trending terms and topics (issue 30): those whose share of texts rose in the period against the
 * baseline (the periods before it), ranked by G², never by raw counts. Emerging topics: a
 * significant rise in one place (a region, area or dealer) that the rest of the network does not
 * show. Decision where the issue is silent: "the network as a whole" is read as the network
 * without the place, since a rise planted in one place lifts the whole network's share a little
 * too and could make it significant on its own weight.
 */

export interface ItemCounts {
  key: string;
  now: number;
  before: number;
}

export interface Totals {
  nowTotal: number;
  beforeTotal: number;
}

export interface TrendRanked extends ItemCounts {
  g2: number;
  significant: boolean;
  nowShare: number | null;
  beforeShare: number | null;
}

const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The items whose share rose, significant ones first, each group by G² descending (ties: the larger count, then the key). */
export function rankRisingItems(items: readonly ItemCounts[], totals: Totals, options: { minNow?: number; threshold?: number } = {}): TrendRanked[] {
  const minNow = options.minNow ?? 1;
  const threshold = options.threshold ?? G2_SIGNIFICANT;
  const ranked: TrendRanked[] = [];
  for (const item of items) {
    const counts: ShareCounts = { now: item.now, nowTotal: totals.nowTotal, before: item.before, beforeTotal: totals.beforeTotal };
    if (item.now < minNow || !shareRose(counts)) continue;
    const g2 = logLikelihoodG2(counts);
    ranked.push({ ...item, g2, significant: g2 >= threshold, nowShare: share(item.now, totals.nowTotal), beforeShare: share(item.before, totals.beforeTotal) });
  }
  return ranked.sort((a, b) => Number(b.significant) - Number(a.significant) || b.g2 - a.g2 || b.now - a.now || a.key.localeCompare(b.key));
}

export interface PlaceCounts {
  place: string;
  totals: Totals;
  items: readonly ItemCounts[];
}

export interface EmergingRanked extends TrendRanked {
  place: string;
  restG2: number;
  restNowShare: number | null;
  restBeforeShare: number | null;
}

/**
 * Topics rising significantly in a place while the rest of the network (network minus the place)
 * shows no significant rise, most significant first. `network` holds the whole network's counts
 * (every place's texts included).
 */
export function findEmergingItems(places: readonly PlaceCounts[], network: PlaceCounts, options: { minNow?: number; threshold?: number } = {}): EmergingRanked[] {
  const threshold = options.threshold ?? G2_SIGNIFICANT;
  const networkItems = new Map(network.items.map((item) => [item.key, item]));
  const emerging: EmergingRanked[] = [];
  for (const place of places) {
    const restTotals: Totals = { nowTotal: network.totals.nowTotal - place.totals.nowTotal, beforeTotal: network.totals.beforeTotal - place.totals.beforeTotal };
    if (restTotals.nowTotal < 0 || restTotals.beforeTotal < 0) throw new RangeError(`place ${place.place} holds more texts than the network`);
    for (const rising of rankRisingItems(place.items, place.totals, options)) {
      if (!rising.significant) continue;
      const whole = networkItems.get(rising.key) ?? { key: rising.key, now: 0, before: 0 };
      const rest: ShareCounts = { now: whole.now - rising.now, nowTotal: restTotals.nowTotal, before: whole.before - rising.before, beforeTotal: restTotals.beforeTotal };
      if (rest.now < 0 || rest.before < 0) throw new RangeError(`place ${place.place} holds more texts of ${rising.key} than the network`);
      if (isSignificantRise(rest, threshold)) continue;
      emerging.push({ ...rising, place: place.place, restG2: logLikelihoodG2(rest), restNowShare: share(rest.now, rest.nowTotal), restBeforeShare: share(rest.before, rest.beforeTotal) });
    }
  }
  return emerging.sort((a, b) => b.g2 - a.g2 || b.now - a.now || a.place.localeCompare(b.place) || a.key.localeCompare(b.key));
}

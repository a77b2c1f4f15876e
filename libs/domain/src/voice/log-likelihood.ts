/**
 * Dunning's log-likelihood ratio G² for "is this share different now from before": a 2×2 table
 * of texts with and without the item, in the period and in the baseline. Counts of texts, not of
 * occurrences, so a customer who repeats a word twenty times weighs as one. One degree of freedom:
 * G² ≥ 3.84 is p < 0.05, ≥ 6.63 is p < 0.01, ≥ 10.83 is p < 0.001.
 */

/** p < 0.05 with one degree of freedom. */
export const G2_SIGNIFICANT = 3.84;

export interface ShareCounts {
  /** Texts holding the item in the period. */
  now: number;
  /** All texts of the period. */
  nowTotal: number;
  /** Texts holding the item in the baseline. */
  before: number;
  /** All texts of the baseline. */
  beforeTotal: number;
}

/** o · ln(o / e), 0 for an empty cell (its limit). */
function cell(observed: number, expected: number): number {
  return observed > 0 ? observed * Math.log(observed / expected) : 0;
}

function assertCounts(c: ShareCounts): void {
  for (const [name, value] of Object.entries(c)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a count ≥ 0, got ${value}`);
  }
  if (c.now > c.nowTotal || c.before > c.beforeTotal) throw new RangeError('an item cannot be in more texts than there are');
}

/** G² over the four cells (with/without × now/before); 0 when either side has no texts or nothing varies. */
export function logLikelihoodG2(c: ShareCounts): number {
  assertCounts(c);
  const total = c.nowTotal + c.beforeTotal;
  const withItem = c.now + c.before;
  if (c.nowTotal === 0 || c.beforeTotal === 0 || withItem === 0 || withItem === total) return 0;
  const withoutItem = total - withItem;
  const expected = (rowTotal: number, columnTotal: number) => (rowTotal * columnTotal) / total;
  const sum =
    cell(c.now, expected(c.nowTotal, withItem)) +
    cell(c.nowTotal - c.now, expected(c.nowTotal, withoutItem)) +
    cell(c.before, expected(c.beforeTotal, withItem)) +
    cell(c.beforeTotal - c.before, expected(c.beforeTotal, withoutItem));
  // Rounding can leave a hair below zero when the shares are equal.
  return Math.max(0, 2 * sum);
}

/** Whether the item's share rose (strictly) from the baseline to the period. */
export function shareRose(c: ShareCounts): boolean {
  if (c.nowTotal === 0) return false;
  if (c.beforeTotal === 0) return c.now > 0;
  return c.now * c.beforeTotal > c.before * c.nowTotal;
}

/** A significant rise: the share rose and G² reaches `threshold`. */
export function isSignificantRise(c: ShareCounts, threshold = G2_SIGNIFICANT): boolean {
  return shareRose(c) && logLikelihoodG2(c) >= threshold;
}

/**
 * Whether the survey tables are due an ANALYZE during a sync: once `first` items were applied,
 * then each time the items applied since the last ANALYZE reach as many as had been applied
 * before it (100,000, 200,000, 400,000, … by default). The statistics then never describe less
 * than half of what the sync has written, which is all the planner needs to look a page's cases
 * up by their key; a fixed step re-analyzed the grown tables 32 times in the 3.3 M-item benchmark
 * (74 s, a tenth of the sync, bench:survey stop 21), this 6 times.
 */
export function analyzeDue(appliedTotal: number, analyzedAt: number, first: number): boolean {
  return appliedTotal - analyzedAt >= Math.max(first, analyzedAt);
}

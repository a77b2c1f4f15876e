/** NPS bands (SPEC.md §9): Top2Box = 9-10, Bottom6 = 0-6, the rest passive. */
export type NpsBand = 'top2box' | 'passive' | 'bottom6';

export function npsBand(score: number): NpsBand {
  if (!Number.isInteger(score) || score < 0 || score > 10) throw new RangeError(`an NPS score is a whole number 0-10, got ${score}`);
  if (score >= 9) return 'top2box';
  return score <= 6 ? 'bottom6' : 'passive';
}

/** Net promoter score: share of Top2Box minus share of Bottom6, in percent. */
export function netPromoterScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const bands = scores.map(npsBand);
  const share = (band: NpsBand) => bands.filter((b) => b === band).length / scores.length;
  return Math.round((share('top2box') - share('bottom6')) * 1000) / 10;
}

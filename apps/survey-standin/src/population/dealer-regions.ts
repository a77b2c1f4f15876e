/**
 * The sales region (1-5) of each dealer, as the car maker's dealer list the vendor works from has
 * it. The stand-in serves the product's demo network, whose branches D0001..D0150 the demo seed
 * (apps/api demo-data, seed 20260401) places in these regions; a test there checks that the two
 * agree, so a regional trend planted here (comment-trends.ts) shows in that region's reports.
 * Dealers past the demo network (benchmarks serve 600) take the regions in turn.
 */
const DEMO_NETWORK_REGIONS =
  '111111112222222222222222222233333334444444444455555555551111111222222222222222333333333333334444444444445555555511111111111122222222222222222222222333';

const REGIONS = Array.from(DEMO_NETWORK_REGIONS, Number);

/** Dealers of the demo network (D0001..D0150). */
export const DEMO_NETWORK_DEALERS = REGIONS.length;

export function dealerRegion(dealerIndex: number): number {
  return dealerIndex < REGIONS.length ? REGIONS[dealerIndex] : 1 + (dealerIndex % 5);
}

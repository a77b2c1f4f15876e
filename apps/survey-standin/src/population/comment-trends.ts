import { DEMO_NETWORK_DEALERS } from './dealer-regions';
import { hashInts } from './seeded-random';

/**
 * Topics that come and go, planted on purpose so that verbatim analytics has something true to
 * find. Each multiplies one topic's weight among complaint clauses for the comments of one place
 * and time; everything else follows the phrase bank's base weights. All of it is a function of
 * the visit (region, dealer, calendar month) and the seed, so a comment never changes between two
 * readings. Calendar rules repeat every year so that any window the stand-in serves (18 months
 * before "now" by default) holds at least one of each.
 */
export interface TrendPlace {
  region: number;
  dealerIndex: number;
  year: number;
  /** 1-12. */
  month: number;
}

export interface PlantedTrend {
  topic: string;
  story: string;
  factor: (place: TrendPlace, spikeDealer: number) => number;
}

const REGION_4_WAIT_RISE: Record<number, number> = { 8: 2, 9: 3.5, 10: 5 };

export const PLANTED_TRENDS: readonly PlantedTrend[] = [
  {
    topic: 'S04.air',
    story: 'Hot season, March to May, REGION 3 only: "air-conditioning not cold" after service climbs to about ten times its usual weight (a repair-quality complaint, S04).',
    factor: (p) => (p.region === 3 && p.month >= 3 && p.month <= 5 ? 10 : 1),
  },
  {
    topic: 'S03',
    story: 'REGION 4, August to October: waiting-time complaints rise month after month (x2, x3.5, x5) and fall back in November.',
    factor: (p) => (p.region === 4 ? (REGION_4_WAIT_RISE[p.month] ?? 1) : 1),
  },
  {
    topic: 'S08',
    story: "One dealer (chosen by the seed among the demo network's) in July 2026: its car-wash bay is out and cars come back dirty, fifteen times the usual weight.",
    factor: (p, spikeDealer) => (p.dealerIndex === spikeDealer && p.year === 2026 && p.month === 7 ? 15 : 1),
  },
  {
    topic: 'A06',
    story: 'Every December and January, nationwide: deliveries slip after the year-end motor-show orders (x2.5).',
    factor: (p) => (p.month === 12 || p.month === 1 ? 2.5 : 1),
  },
];

/** The dealer of the one-dealer spike, fixed by the seed. */
export function spikeDealerIndex(seed: number): number {
  return hashInts(seed, 0x5b1e) % DEMO_NETWORK_DEALERS;
}

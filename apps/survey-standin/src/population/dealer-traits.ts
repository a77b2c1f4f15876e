import { randomFor } from './seeded-random';

/** What sets one demo dealer apart from another, fixed per dealer and seed. */
export interface DealerTraits {
  code: string;
  /** Most cases a dealer-day can have (2-4): bigger dealers see more visits. */
  maxCasesPerDay: number;
  /** Share of cases the service removes before sending (5-8 %). */
  cleanseRate: number;
  /** Share of sent cases completed by the customer (35-55 %). */
  successRate: number;
  /** 0 (weak) to 1 (excellent): moves the NPS mix and the share of low scores. */
  quality: number;
}

export function dealerCode(index: number): string {
  return `D${String(index + 1).padStart(4, '0')}`;
}

/** Dealer index (0-based) of a code D0001..D9999 within `dealers`, or undefined. */
export function dealerIndexOf(code: string, dealers: number): number | undefined {
  const m = /^D(\d{4})$/.exec(code);
  if (!m) return undefined;
  const index = Number(m[1]) - 1;
  return index >= 0 && index < dealers ? index : undefined;
}

export function dealerTraits(seed: number, index: number): DealerTraits {
  const random = randomFor(seed, 1, index);
  return {
    code: dealerCode(index),
    maxCasesPerDay: 2 + Math.floor(random() * 3),
    cleanseRate: 0.05 + 0.03 * random(),
    successRate: 0.35 + 0.2 * random(),
    quality: random(),
  };
}

import { fromThaiWallClock } from '../locale/thai-time';
import { nextMonth } from '../kpi/month-close';

/**
 * One dated version of a master-data row (a dealer branch, a car model): in force from
 * `validFrom` (inclusive; null: since before the history began) until `validTo` (exclusive;
 * null: still in force). The versions of one row never overlap and leave no gap.
 */
export interface MasterVersion {
  validFrom: Date | string | null;
  validTo: Date | string | null;
}

const timeOf = (value: Date | string): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * The version in force at `at` (issue 31: a figure is grouped by the master as it was when its
 * event happened, never by today's row): the one with validFrom <= at < validTo. Before the
 * first dated version the first one answers (the history began with what the master held
 * then); undefined only when there is no version.
 */
export function versionAt<T extends MasterVersion>(versions: readonly T[], at: Date | string): T | undefined {
  const time = timeOf(at);
  if (!Number.isFinite(time)) throw new RangeError(`not a time: ${String(at)}`);
  const sorted = [...versions].sort((a, b) => (a.validFrom === null ? -Infinity : timeOf(a.validFrom)) - (b.validFrom === null ? -Infinity : timeOf(b.validFrom)));
  const inForce = sorted.find((v) => (v.validFrom === null || timeOf(v.validFrom) <= time) && (v.validTo === null || time < timeOf(v.validTo)));
  return inForce ?? (sorted.length > 0 && sorted[0].validFrom !== null && time < timeOf(sorted[0].validFrom) ? sorted[0] : undefined);
}

/**
 * The moment a month's figures take the master of, for the dimensions a monthly roll-up does not
 * hold per ticket (a branch's dealer company, a car model's segment): the last instant of the
 * Thai month (YYYY-MM-01). A change of the master after the month ended never moves its figures;
 * a change within the month takes the whole month (reports sum months, not tickets).
 */
export function monthMasterInstant(month: string): Date {
  const next = nextMonth(month);
  return new Date(fromThaiWallClock(Number(next.slice(0, 4)), Number(next.slice(5, 7)), 1).getTime() - 1);
}

import { monthMasterInstant, segmentOfModel, versionAt, type CarModelMasterEntry } from '@voc/domain';
import type { CarModelVersion, CarModelVersionsRepository, DealerVersion, DealerVersionsRepository } from '@voc/persistence';
import type { DealerEntity } from '../../dealers/repositories/dealers.repository';

/*
 * Issue 31: the dimensions a monthly roll-up does not hold per ticket (a branch's dealer company,
 * a car model's segment) are taken from the master's dated history as it was at the end of each
 * month (libs/domain monthMasterInstant), never from today's row: a final month never moves when
 * a branch changes company or a model changes segment. So a read grouped by them sums its roll-up
 * per month first (the keys below), and folds the months into companies or segments here.
 */

/** A roll-up row's branch and month (alias r), as one key: "<dealer_ref>|YYYY-MM-01". */
export const BRANCH_MONTH_KEY = `r.dealer_ref::text || '|' || to_char(r.month, 'YYYY-MM-DD')`;
/** A roll-up row's counted car model and month (alias r): "<model or ->|YYYY-MM-01". */
export const MODEL_MONTH_KEY = `coalesce(nullif(r.car_model, ''), '-') || '|' || to_char(r.month, 'YYYY-MM-DD')`;

/** The two parts of a BRANCH_MONTH_KEY or MODEL_MONTH_KEY. */
export function splitMonthKey(key: string): { of: string; month: string } {
  const at = key.lastIndexOf('|');
  return at < 0 ? { of: key, month: '' } : { of: key.slice(0, at), month: key.slice(at + 1) };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/**
 * The dealer company each branch belonged to at the end of each month, for BRANCH_MONTH_KEY keys
 * (a branch the master no longer knows is left out: its rows stay under their own id).
 */
export async function entitiesAsOfMonths(dealerVersions: Pick<DealerVersionsRepository, 'versionsOf'>, keys: readonly string[]): Promise<Map<string, DealerEntity>> {
  const parts = [...new Set(keys)].map((key) => ({ key, ...splitMonthKey(key) }));
  const versions = groupBy<DealerVersion>(await dealerVersions.versionsOf([...new Set(parts.map((p) => p.of))]), (v) => v.dealerRef);
  const entities = new Map<string, DealerEntity>();
  for (const { key, of, month } of parts) {
    const version = month ? versionAt(versions.get(of) ?? [], monthMasterInstant(month)) : undefined;
    if (version) entities.set(key, { dealer_id: version.dealerId, dealer_name: version.dealerName, dealer_name_en: version.dealerNameEn });
  }
  return entities;
}

/** The segment each counted model was in at the end of each month, for MODEL_MONTH_KEY keys (libs/domain segmentOfModel). */
export async function segmentsAsOfMonths(carModelVersions: Pick<CarModelVersionsRepository, 'all'>, keys: readonly string[]): Promise<Map<string, string>> {
  const versions = groupBy<CarModelVersion>(await carModelVersions.all(), (v) => v.carModelRef);
  const masters = new Map<string, CarModelMasterEntry[]>();
  const masterOf = (month: string): CarModelMasterEntry[] => {
    let master = masters.get(month);
    if (!master) {
      const at = monthMasterInstant(month);
      master = [...versions.values()].flatMap((entry) => {
        const version = versionAt(entry, at);
        return version ? [{ model: version.model, segment: version.segment }] : [];
      });
      masters.set(month, master);
    }
    return master;
  };
  const segments = new Map<string, string>();
  for (const key of new Set(keys)) {
    const { of, month } = splitMonthKey(key);
    segments.set(key, segmentOfModel(of, month ? masterOf(month) : []));
  }
  return segments;
}

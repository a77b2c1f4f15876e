import type { VocGrouping } from '@voc/contracts';

/**
 * Which VOC roll-up a read can sum (issue 13, "Speed"): the finest (per dealer branch and car
 * model: voc_monthly, voc_category_monthly) only when its key, filters or scope need both; per
 * branch without the model (voc_dealer_*) when they need the branch; otherwise per region, area and
 * model (voc_area_*), a tenth of the rows. Each sums the finer one, so the figures are the same.
 */
export type VocGrain = 'dealer_model' | 'dealer' | 'area';

/** The columns a read's key, filters or scope use beyond month, type, source, region and area. */
export interface VocColumnsUsed {
  dealer: boolean;
  model: boolean;
}

const KEY_COLUMNS: Record<VocGrouping, VocColumnsUsed> = {
  region: { dealer: false, model: false },
  area: { dealer: false, model: false },
  dealer: { dealer: true, model: false },
  entity: { dealer: true, model: false },
  car_model: { dealer: false, model: true },
  segment: { dealer: false, model: true },
  month: { dealer: false, model: false },
};

/** The columns a grouping's row key reads. */
export function keyColumns(grouping: VocGrouping): VocColumnsUsed {
  return KEY_COLUMNS[grouping];
}

/** The coarsest roll-up that has every column the parts of a read use. */
export function vocGrain(...uses: readonly VocColumnsUsed[]): VocGrain {
  const dealer = uses.some((use) => use.dealer);
  const model = uses.some((use) => use.model);
  if (dealer && model) return 'dealer_model';
  return dealer ? 'dealer' : 'area';
}

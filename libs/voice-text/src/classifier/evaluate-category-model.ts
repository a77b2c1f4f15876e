import { countedCodes, type LabelledText, trainCategoryModel, type TrainingOptions } from './category-model';
import { suggestCategories } from './suggest-categories';

export interface CategoryModelEvaluation {
  /** Share of held-out texts whose first suggestion is one of their categories. */
  top1: number;
  /** Share whose three suggestions hold one of their categories. */
  top3: number;
  /** The same for always answering the training set's most frequent categories of the ticket type. */
  baselineTop1: number;
  baselineTop3: number;
  /** Held-out texts counted (those with at least one counted category). */
  heldOut: number;
}

function mostFrequent(train: readonly LabelledText[]): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>();
  for (const example of train) {
    const byCode = counts.get(example.ticketType) ?? new Map<string, number>();
    for (const code of countedCodes(example)) byCode.set(code, (byCode.get(code) ?? 0) + 1);
    counts.set(example.ticketType, byCode);
  }
  return new Map(
    [...counts.entries()].map(([type, byCode]) => [type, [...byCode.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => code)]),
  );
}

const share = (hits: number, total: number) => (total === 0 ? 0 : Math.round((hits / total) * 10000) / 10000);

/** Trains on `train` and measures top-1 and top-3 accuracy on `heldOut`, against the most-frequent-category baseline. */
export function evaluateCategoryModel(train: readonly LabelledText[], heldOut: readonly LabelledText[], options: TrainingOptions = {}): CategoryModelEvaluation {
  const model = trainCategoryModel(train, new Date(0).toISOString(), options);
  const frequent = mostFrequent(train);
  let counted = 0;
  let top1 = 0;
  let top3 = 0;
  let baselineTop1 = 0;
  let baselineTop3 = 0;
  for (const example of heldOut) {
    const truth = new Set(countedCodes(example));
    if (truth.size === 0) continue;
    counted++;
    const suggested = suggestCategories(model, example.text, example.ticketType, 3).map((s) => s.code);
    const baseline = frequent.get(example.ticketType) ?? [];
    if (suggested.length > 0 && truth.has(suggested[0])) top1++;
    if (suggested.some((code) => truth.has(code))) top3++;
    if (baseline.length > 0 && truth.has(baseline[0])) baselineTop1++;
    if (baseline.slice(0, 3).some((code) => truth.has(code))) baselineTop3++;
  }
  return { top1: share(top1, counted), top3: share(top3, counted), baselineTop1: share(baselineTop1, counted), baselineTop3: share(baselineTop3, counted), heldOut: counted };
}

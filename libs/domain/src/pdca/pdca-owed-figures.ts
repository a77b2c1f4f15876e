import { pdcaMeasures, type PdcaMeasure, type PdcaMonthFigures, type PdcaTargets, DEFAULT_PDCA_TARGETS } from './pdca-targets';

/** One figure a plan is owed to, in its month (before) and the month after (after), with its target. */
export interface PdcaOwedFigure {
  measure: PdcaMeasure;
  /** Percent (NPS in points), one decimal; null when too few to judge. */
  before: number | null;
  /** The month after, once it is over (null before that, or too few to judge). */
  after: number | null;
  target: number;
}

/**
 * The before and after of the measures a plan is owed to (issue 32 item 10): a plan owed to a low
 * NPS shows NPS, one owed to KPI3 shows KPI3, one owed to both shows both, in PDCA_MEASURES order.
 * A plan that missed nothing (kept for its plan, not for its figures) shows none: the report falls
 * back to the tickets' overall KPI attainment (kpiAttainment).
 */
export function pdcaOwedFigures(missed: readonly PdcaMeasure[], before: PdcaMonthFigures, after: PdcaMonthFigures | null, targets: PdcaTargets = DEFAULT_PDCA_TARGETS): PdcaOwedFigure[] {
  const beforeValues = pdcaMeasures(before, targets);
  const afterValues = after ? pdcaMeasures(after, targets) : null;
  return beforeValues
    .filter((m) => missed.includes(m.measure))
    .map((m) => ({ measure: m.measure, before: m.value, after: afterValues?.find((a) => a.measure === m.measure)?.value ?? null, target: m.target }));
}

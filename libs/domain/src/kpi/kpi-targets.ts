import { DEFAULT_PDCA_TARGETS, type PdcaTargets } from '../pdca/pdca-targets';

/**
 * Report readability (issue 32): each KPI rate against its target, and a mark on a rate that rests
 * on too few cases to mean much ("100 %" from one ticket).
 */

/** A rate over fewer cases than this carries the "few cases" mark. */
export const FEW_CASES_BELOW = 5;

/** Whether a rate rests on few cases: some, but fewer than FEW_CASES_BELOW (none is no rate at all). */
export function isFewCases(cases: number): boolean {
  return cases > 0 && cases < FEW_CASES_BELOW;
}

/** The KPIs with a target: the ones a development plan answers for (pdca-targets.ts), the same numbers. */
const TARGETED = ['kpi2', 'kpi3', 'kpi4a'] as const;

/** A KPI's target in percent, or null for a KPI without one. */
export function kpiTarget(kpi: string, targets: PdcaTargets = DEFAULT_PDCA_TARGETS): number | null {
  return (TARGETED as readonly string[]).includes(kpi) ? targets[kpi as (typeof TARGETED)[number]] : null;
}

export type TargetState = 'met' | 'missed' | 'none';

/** Met when the rate reaches the target; none without a rate or a target. */
export function targetState(rate: number | null, target: number | null): TargetState {
  if (rate === null || target === null) return 'none';
  return rate >= target ? 'met' : 'missed';
}

/**
 * Alerts (issue 33): rules kept as data, edited by csn. Each rule has a kind, the level of the
 * network it watches and its thresholds; the worker evaluates every enabled rule and raises one
 * alert per rule, place and period while its condition holds.
 *
 * Decisions where the issue is silent:
 * - The period of every figure-based alert is the Thai month being watched (the current month so
 *   far); a hot alert's period is the ticket itself. So a condition that holds all month raises one
 *   alert, and one that comes back after it recovered in the same month re-opens that alert without
 *   sending it again (no storm).
 * - Small numbers never alert: each rule has a minimum of cases (responses, open tickets, sent
 *   cases, complaints) below which its figure is not judged.
 */
export const ALERT_KINDS = ['nps_drop', 'breached_share', 'response_rate_low', 'category_rise', 'hot_alert_uncontacted'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_LEVELS = ['dealer', 'area', 'region'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export interface AlertRuleParams {
  /** nps_drop: points below the rolling 3 months; breached_share and response_rate_low: a percentage; category_rise: the G² a rise must reach. */
  threshold: number;
  /** The fewest cases the figure must rest on (responses, open tickets, sent cases, complaints this month). */
  min_cases: number;
}

export interface AlertRuleDefinition extends AlertRuleParams {
  kind: AlertKind;
  level: AlertLevel;
  enabled: boolean;
}

/** Which levels each kind may watch: a hot alert is a ticket of one dealer; a category rise is read per region or area. */
export const ALERT_KIND_LEVELS: Record<AlertKind, readonly AlertLevel[]> = {
  nps_drop: ['dealer', 'area'],
  breached_share: ['dealer', 'area', 'region'],
  response_rate_low: ['dealer', 'area', 'region'],
  category_rise: ['region', 'area'],
  hot_alert_uncontacted: ['dealer'],
};

/** The allowed range of each kind's threshold, and its unit for the screens. */
export const ALERT_THRESHOLD_RANGE: Record<AlertKind, { min: number; max: number; unit: 'points' | 'percent' | 'g2' | 'none' }> = {
  nps_drop: { min: 1, max: 200, unit: 'points' },
  breached_share: { min: 1, max: 100, unit: 'percent' },
  response_rate_low: { min: 1, max: 100, unit: 'percent' },
  category_rise: { min: 3.84, max: 1000, unit: 'g2' },
  hot_alert_uncontacted: { min: 0, max: 0, unit: 'none' },
};

export const MIN_CASES_MAX = 10_000;

/** The rules a new deployment starts with (csn changes them). */
export const DEFAULT_ALERT_RULES: readonly AlertRuleDefinition[] = [
  { kind: 'nps_drop', level: 'dealer', threshold: 15, min_cases: 10, enabled: true },
  { kind: 'nps_drop', level: 'area', threshold: 10, min_cases: 30, enabled: true },
  { kind: 'breached_share', level: 'dealer', threshold: 25, min_cases: 8, enabled: true },
  { kind: 'response_rate_low', level: 'area', threshold: 20, min_cases: 30, enabled: true },
  { kind: 'category_rise', level: 'region', threshold: 10.83, min_cases: 5, enabled: true },
  { kind: 'hot_alert_uncontacted', level: 'dealer', threshold: 0, min_cases: 1, enabled: true },
];

export type AlertRuleProblem = { field: 'kind' | 'level' | 'threshold' | 'min_cases'; problem: 'unknown' | 'level_not_for_kind' | 'out_of_range' };

/** What is wrong with a rule as a user wrote it: one problem per field, none when it can be kept. */
export function alertRuleProblems(rule: { kind: string; level: string; threshold: number; min_cases: number }): AlertRuleProblem[] {
  const problems: AlertRuleProblem[] = [];
  if (!(ALERT_KINDS as readonly string[]).includes(rule.kind)) return [{ field: 'kind', problem: 'unknown' }];
  const kind = rule.kind as AlertKind;
  if (!(ALERT_LEVELS as readonly string[]).includes(rule.level)) problems.push({ field: 'level', problem: 'unknown' });
  else if (!ALERT_KIND_LEVELS[kind].includes(rule.level as AlertLevel)) problems.push({ field: 'level', problem: 'level_not_for_kind' });
  const range = ALERT_THRESHOLD_RANGE[kind];
  if (!Number.isFinite(rule.threshold) || rule.threshold < range.min || rule.threshold > range.max) problems.push({ field: 'threshold', problem: 'out_of_range' });
  if (!Number.isInteger(rule.min_cases) || rule.min_cases < 1 || rule.min_cases > MIN_CASES_MAX) problems.push({ field: 'min_cases', problem: 'out_of_range' });
  return problems;
}

import type { TicketType } from '../tickets/ticket-kinds';

/**
 * Which dealer owes a PDCA (development) plan for a month (issue 14). The spec names the plan but
 * not the targets; these are our decisions, each with its reason:
 *
 * - KPI2 ≥ 90 %: first contact within 48 hours (SPEC.md §9). It is the customer's first sign that
 *   the dealer listened; nine in ten is what a branch reaches with a working call-back routine.
 * - KPI3 ≥ 80 %: a solution proposed within 48 hours. Some problems need parts or a second visit,
 *   so the bar is lower than the first contact's.
 * - KPI4a ≥ 80 %: the case closed within 5 days, the network's service promise.
 * - NPS ≥ 30 (VOC): the survey's Net Promoter Score of the month (%Top2Box − %Bottom6). Below 30 a
 *   branch has about as many detractors as it can recover; the network average sits above it.
 * - At least MIN_DECIDED tickets (per KPI) or MIN_RESPONSES survey answers before a figure can
 *   miss: a month with two tickets and one late call is noise, not a reason for a plan.
 *
 * The figures, exactly (so a recount from the raw log gives the same answer): for one dealer
 * branch, ticket type and Thai calendar month,
 * - KPI2/KPI3/KPI4a: of the tickets of every source that were created in the month (created_date,
 *   Thai time) and are not deleted, those whose KPI is decided (met or missed, by the rules of
 *   kpi/kpi-deadlines.ts) and of them those that met it — the kpi_monthly roll-up summed over
 *   sources;
 * - NPS: the survey answers of the type whose customer finished the survey in the month (Thai
 *   time), %Top2Box − %Bottom6 (surveys/survey-measures.ts) — survey_score_monthly summed over the
 *   month's days.
 * A month owes a plan once it is over (Thai time): its figures no longer move with the day's
 * tickets. Showroom figures owe a "Sales" plan, service figures a "Service" plan.
 * The api may override the numbers with PDCA_TARGETS (JSON, see parsePdcaTargets).
 */
export interface PdcaTargets {
  /** Least share of KPI2-decided tickets that met it, in percent. */
  kpi2: number;
  kpi3: number;
  kpi4a: number;
  /** Least NPS (−100..100). */
  nps: number;
  minDecided: number;
  minResponses: number;
}

export const DEFAULT_PDCA_TARGETS: PdcaTargets = { kpi2: 90, kpi3: 80, kpi4a: 80, nps: 30, minDecided: 3, minResponses: 5 };

/** The measures a PDCA plan can be owed for. */
export const PDCA_MEASURES = ['kpi2', 'kpi3', 'kpi4a', 'nps'] as const;
export type PdcaMeasure = (typeof PDCA_MEASURES)[number];

/** A dealer branch's figures of one month and type, as the reporting store holds them. */
export interface PdcaMonthFigures {
  kpi2Met: number;
  kpi2Decided: number;
  kpi3Met: number;
  kpi3Decided: number;
  kpi4aMet: number;
  kpi4aDecided: number;
  /** Survey responses of the month and their Top2Box and Bottom6 counts; zero when none were synced. */
  responses: number;
  top2box: number;
  bottom6: number;
}

export const NO_FIGURES: PdcaMonthFigures = { kpi2Met: 0, kpi2Decided: 0, kpi3Met: 0, kpi3Decided: 0, kpi4aMet: 0, kpi4aDecided: 0, responses: 0, top2box: 0, bottom6: 0 };

/** A figure of the month, in percent (NPS in points), one decimal; null when too few to judge. */
export interface PdcaMeasureValue {
  measure: PdcaMeasure;
  value: number | null;
  target: number;
  missed: boolean;
}

const oneDecimal = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

function rate(met: number, decided: number, min: number): number | null {
  return decided >= Math.max(1, min) ? oneDecimal(met, decided) : null;
}

/** Every measure of the month with its target and whether it missed (a null value never misses). */
export function pdcaMeasures(figures: PdcaMonthFigures, targets: PdcaTargets = DEFAULT_PDCA_TARGETS): PdcaMeasureValue[] {
  const values: Record<PdcaMeasure, number | null> = {
    kpi2: rate(figures.kpi2Met, figures.kpi2Decided, targets.minDecided),
    kpi3: rate(figures.kpi3Met, figures.kpi3Decided, targets.minDecided),
    kpi4a: rate(figures.kpi4aMet, figures.kpi4aDecided, targets.minDecided),
    nps: figures.responses >= Math.max(1, targets.minResponses) ? oneDecimal(figures.top2box - figures.bottom6, figures.responses) : null,
  };
  return PDCA_MEASURES.map((measure) => ({ measure, value: values[measure], target: targets[measure], missed: values[measure] !== null && (values[measure] as number) < targets[measure] }));
}

/** The measures that missed their target; a plan is owed when there is at least one. */
export function missedMeasures(figures: PdcaMonthFigures, targets: PdcaTargets = DEFAULT_PDCA_TARGETS): PdcaMeasure[] {
  return pdcaMeasures(figures, targets)
    .filter((m) => m.missed)
    .map((m) => m.measure);
}

/**
 * One figure for "the KPI before and after" in the report and the plan's Check part: of the
 * tickets decided on KPI2, KPI3 and KPI4a together, the share that met them, in percent, one
 * decimal; null without a decided ticket.
 */
export function kpiAttainment(figures: PdcaMonthFigures): number | null {
  const decided = figures.kpi2Decided + figures.kpi3Decided + figures.kpi4aDecided;
  return decided > 0 ? oneDecimal(figures.kpi2Met + figures.kpi3Met + figures.kpi4aMet, decided) : null;
}

/** The PDCA kinds: the spec's filter says "sales" for the showroom. */
export type PdcaKind = 'Sales' | 'Service';

export function pdcaKindOf(type: TicketType): PdcaKind {
  return type === 'service' ? 'Service' : 'Sales';
}

/** Reads PDCA_TARGETS (a JSON object with any of the PdcaTargets fields); refuses anything else. */
export function parsePdcaTargets(text: string | undefined): PdcaTargets {
  if (text === undefined || text.trim() === '') return DEFAULT_PDCA_TARGETS;
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('PDCA_TARGETS must be a JSON object');
  const targets = { ...DEFAULT_PDCA_TARGETS };
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in targets)) throw new Error(`PDCA_TARGETS has an unknown field ${key}`);
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`PDCA_TARGETS.${key} must be a number`);
    targets[key as keyof PdcaTargets] = value;
  }
  return targets;
}

/**
 * How the monthly executive brief reads the reports' final figures (issue 33). It counts nothing
 * itself: every number is one a report shows for the same month and place. These rules only choose
 * and order them.
 *
 * - Measures: KPI2, KPI3, KPI4a (the KPI report's met ÷ decided, against the PDCA targets), NPS
 *   (survey scores, against the PDCA NPS target), survey response rate and recovery rate.
 * - Change: the month's figure minus the previous month's, and minus the same month last year, in
 *   points (one decimal); null when either side has no figure.
 * - Best and worst five dealers per measure: only dealers whose figure has at least `minBase`
 *   decided tickets / survey answers (the PDCA minimums: a branch with two tickets is noise). Best:
 *   highest figure first; ties by the larger base, then by dealer code. Worst: lowest figure first;
 *   ties by the larger base (a bad figure over more customers is worse), then by dealer code. A
 *   dealer listed among the best is not listed among the worst of the same measure (with fewer
 *   than ten ranked dealers the worst list is shorter).
 * - Top complaint categories: the VOC report's categories, most complaints this month first, ties
 *   by code; at most five, categories with no complaint this month left out; change = now − before.
 * - Trending topics: the voice report's rising topics as it ranks them (significant first), at most
 *   three; customer quotes: at most three survey comments of the month naming one of them, lowest
 *   score first (the voices the brief should make heard), one per dealer, then newest.
 */
export const BRIEF_TOP = 5;
export const BRIEF_TOPICS = 3;
export const BRIEF_QUOTES = 3;

export interface BriefFigure {
  /** The figure (percent, or NPS points); null when nothing is decided or answered. */
  value: number | null;
  /** Decided tickets or survey answers behind it. */
  base: number;
}

/** now − before in points, one decimal; null when either is missing. */
export function briefChange(now: number | null, before: number | null): number | null {
  if (now === null || before === null) return null;
  return Math.round((now - before) * 10) / 10 || 0;
}

/** Whether a figure reaches its target (null without a figure or without a target). */
export function meetsTarget(value: number | null, target: number | null): boolean | null {
  if (value === null || target === null) return null;
  return value >= target;
}

export interface RankedDealer {
  dealer: string;
  /** Dealer code: the last tie-breaker, and what the page shows first. */
  code: string;
  figure: BriefFigure;
}

function byBest(a: RankedDealer, b: RankedDealer): number {
  return (b.figure.value as number) - (a.figure.value as number) || b.figure.base - a.figure.base || a.code.localeCompare(b.code);
}

function byWorst(a: RankedDealer, b: RankedDealer): number {
  return (a.figure.value as number) - (b.figure.value as number) || b.figure.base - a.figure.base || a.code.localeCompare(b.code);
}

/** The best and the worst `top` dealers on one measure (the rules above). */
export function bestAndWorst(dealers: readonly RankedDealer[], minBase: number, top = BRIEF_TOP): { best: RankedDealer[]; worst: RankedDealer[] } {
  const ranked = dealers.filter((d) => d.figure.value !== null && d.figure.base >= minBase);
  const best = [...ranked].sort(byBest).slice(0, top);
  const listed = new Set(best.map((d) => d.dealer));
  const worst = ranked.filter((d) => !listed.has(d.dealer)).sort(byWorst).slice(0, top);
  return { best, worst };
}

export interface BriefCategoryInput {
  code: string;
  now: number;
  before: number;
}

/** The month's top complaint categories with their change on the previous month. */
export function topCategories(categories: readonly BriefCategoryInput[], top = BRIEF_TOP): Array<BriefCategoryInput & { change: number }> {
  return categories
    .filter((c) => c.now > 0)
    .sort((a, b) => b.now - a.now || a.code.localeCompare(b.code))
    .slice(0, top)
    .map((c) => ({ ...c, change: c.now - c.before }));
}

export interface BriefQuoteInput {
  id: string;
  dealer: string;
  nps: number;
  /** YYYY-MM-DD */
  day: string;
  topics: readonly string[];
}

/** The customer quotes: comments naming a trending topic, lowest score first, one per dealer, then newest. */
export function pickQuotes<T extends BriefQuoteInput>(comments: readonly T[], trending: readonly string[], count = BRIEF_QUOTES): T[] {
  const wanted = new Set(trending);
  const candidates = comments.filter((c) => c.topics.some((t) => wanted.has(t))).sort((a, b) => a.nps - b.nps || b.day.localeCompare(a.day) || a.id.localeCompare(b.id));
  const dealers = new Set<string>();
  const picked: T[] = [];
  for (const comment of candidates) {
    if (picked.length >= count) break;
    if (dealers.has(comment.dealer)) continue;
    dealers.add(comment.dealer);
    picked.push(comment);
  }
  return picked;
}

/**
 * The measures a brief reports: the KPI report's KPI2, KPI3 and KPI4a (both ticket types together,
 * as the KPI report counts them), and per survey type the survey reports' NPS, response rate and
 * recovery rate (the survey reports count each type apart; the brief does not add them up).
 */
export const BRIEF_MEASURES = ['kpi2', 'kpi3', 'kpi4a', 'nps_showroom', 'nps_service', 'response_showroom', 'response_service', 'recovery_showroom', 'recovery_service'] as const;
export type BriefMeasure = (typeof BRIEF_MEASURES)[number];

/** The PDCA targets (libs/domain pdca-targets) the brief holds its figures against. */
export interface BriefTargets {
  kpi2: number;
  kpi3: number;
  kpi4a: number;
  nps: number;
  minDecided: number;
  minResponses: number;
}

/** A measure's target: the PDCA target for the KPIs and NPS; response and recovery rates have none. */
export function briefTarget(measure: BriefMeasure, targets: BriefTargets): number | null {
  if (measure === 'kpi2' || measure === 'kpi3' || measure === 'kpi4a') return targets[measure];
  return measure.startsWith('nps_') ? targets.nps : null;
}

/** The least base a dealer's figure needs to be ranked: decided tickets for the KPIs and recovery, survey answers or sent surveys otherwise. */
export function briefMinBase(measure: BriefMeasure, targets: BriefTargets): number {
  return measure.startsWith('kpi') || measure.startsWith('recovery_') ? targets.minDecided : targets.minResponses;
}

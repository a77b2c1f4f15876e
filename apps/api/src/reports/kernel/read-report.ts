import type { Principal } from '@voc/domain';

/** What every report query carries: who asks, and the filters they asked with (validated by the DTO). */
export interface ReportRequest<F> {
  readonly principal: Principal;
  readonly filters: F;
}

/** The report's grain: the grouping asked for (or the report's own default) and its SQL key over alias r. */
export interface ReportGrain<F, G extends string> {
  readonly asked: (filters: F) => G | null | undefined;
  readonly fallback: G;
  /** Each grouping's key; without them the key is the one row of the whole scope (`'all'`). */
  readonly keys?: Readonly<Record<G, string>>;
}

/** What the kernel resolved before the rows are read: the request, its period and its grain. */
export interface ReportRead<F, P, G extends string> {
  readonly principal: Principal;
  readonly filters: F;
  readonly period: P;
  readonly grouping: G;
  /** The grain's key expression (GROUP BY) over alias r; `'all'` without a grain. */
  readonly key: string;
}

/**
 * The steps of a report read, in order. Each report names only what is its own: how its filters
 * are refused beyond the DTO (`refuse`: throws a 400 ApiError, kernel/report-filters), which
 * months or days its figures count in (`period`: libs/domain's rules, kernel/report-periods), its
 * grain, and the rows query and shaping (`rows`). The caller's scope is applied inside the rows'
 * WHERE by the report family's conditions (reportConditions, voiceConditions, surveyConditions),
 * always from the principal, never from the filters alone.
 */
export interface ReportSteps<F, P, G extends string, A> {
  readonly refuse?: (filters: F, principal: Principal) => void;
  readonly period: (filters: F) => P;
  readonly grain?: ReportGrain<F, G>;
  readonly rows: (read: ReportRead<F, P, G>) => Promise<A>;
}

/** Runs a report read: filters → period → grain → rows (and their shape). */
export async function readReport<F, P, A, G extends string = never>({ principal, filters }: ReportRequest<F>, steps: ReportSteps<F, P, G, A>): Promise<A> {
  steps.refuse?.(filters, principal);
  const period = steps.period(filters);
  const grouping = (steps.grain ? (steps.grain.asked(filters) ?? steps.grain.fallback) : undefined) as G;
  const key = steps.grain?.keys?.[grouping] ?? `'all'`;
  return steps.rows({ principal, filters, period, grouping, key });
}

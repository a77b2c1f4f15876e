/**
 * A survey case's lifecycle (SURVEY-SERVICE.md, POST /api/responserate/) as the product counts it.
 * The service sends a case's whole current state each time it changes; the product turns the
 * difference between what it knew and what it is told into stage events, so a case counted once
 * stays counted once however often the service repeats it.
 */
export const SURVEY_OUTCOMES = ['pending', 'responded_successfully', 'responded_unsuccessfully', 'not_responded'] as const;
export type SurveyOutcome = (typeof SURVEY_OUTCOMES)[number];

/** The six response-rate numbers (SPEC.md §2), in the report's column order. */
export const RESPONSE_RATE_STEPS = ['received', 'cleansed', 'sent', 'responded_successfully', 'responded_unsuccessfully', 'not_responded'] as const;
export type ResponseRateStep = (typeof RESPONSE_RATE_STEPS)[number];

/** What the product knows of a case: the stages it has reached (each reached once, never undone). */
export interface SurveyCaseStages {
  received: boolean;
  cleansed: boolean;
  sent: boolean;
  /** A final outcome, once there is one (pending is no outcome). */
  outcome: Exclude<SurveyOutcome, 'pending'> | null;
}

export const NO_STAGES: SurveyCaseStages = { received: false, cleansed: false, sent: false, outcome: null };

/** The case's state as the service describes it. */
export interface SurveyCaseReport {
  cleansed_at: string | null;
  sent_at: string | null;
  outcome: SurveyOutcome;
}

/**
 * The stages a reported state adds to what is known, in lifecycle order. Decisions where the
 * contract is silent:
 * - every case the service reports has been received (a first sighting is its receipt);
 * - a case once cleansed is never sent, and one once sent is never cleansed: whichever the product
 *   saw first stands and the other is ignored (the service should never say both);
 * - an outcome is final: a later, different outcome for the same case is ignored, so a response
 *   counted successful is never uncounted;
 * - an outcome reported without a send (the service skipped a state between two syncs) implies the
 *   send, so "sent" always covers the three outcomes and the rate never exceeds 100 %.
 */
export function newStages(known: SurveyCaseStages, reported: SurveyCaseReport): ResponseRateStep[] {
  const steps: ResponseRateStep[] = [];
  if (!known.received) steps.push('received');
  const cleansed = known.cleansed || (!known.sent && reported.cleansed_at !== null && reported.sent_at === null);
  if (cleansed) {
    if (!known.cleansed) steps.push('cleansed');
    return steps;
  }
  const outcome = reported.outcome === 'pending' ? null : reported.outcome;
  if (!known.sent && (reported.sent_at !== null || outcome !== null)) steps.push('sent');
  if (known.outcome === null && outcome !== null) steps.push(outcome);
  return steps;
}

/** The stages known after `steps` were taken. */
export function withStages(known: SurveyCaseStages, steps: readonly ResponseRateStep[]): SurveyCaseStages {
  const next = { ...known };
  for (const step of steps) {
    if (step === 'received' || step === 'cleansed' || step === 'sent') next[step] = true;
    else next.outcome = step;
  }
  return next;
}

import type { SurveyType } from '../survey-service/survey-service.contract';

/**
 * Answers of the product's own survey reports (issue 12). The api builds them from the survey
 * projections in the reporting store; the dashboard reads them. Query DTOs live beside the
 * handlers' contracts in survey-report.query.dto.ts.
 */

/** How fresh the survey figures are: projections and the last sync with the survey service. */
export interface SurveySyncState {
  /** When a sync last finished without error (ISO time), null if never. */
  last_success_at: string | null;
  /** When a sync was last tried (ISO time), null if never. */
  last_attempt_at: string | null;
  /** The last attempt's failure as a message key (`errors.survey.unavailable`, ...), null when it succeeded. */
  last_error: string | null;
  /**
   * Items of the type's two streams the sync holds (unknown dealer, case not arrived, unreadable):
   * figures leave them out until they are placed. Null for dealer staff (not theirs to act on).
   */
  held_items: number | null;
}

/** Why the sync holds an item (survey_held_items.reason). */
export const SURVEY_HOLD_REASONS = ['dealer_unknown', 'case_unknown', 'type_mismatch', 'unreadable'] as const;
export type SurveyHoldReason = (typeof SURVEY_HOLD_REASONS)[number];

/** GET /api/surveys/held-items (csn): one item the sync holds, with why. */
export interface SurveyHeldItemView {
  /** Which endpoint served it: survey cases (responserate) or answers (dashboard). */
  stream: 'responserate' | 'dashboard';
  type: SurveyType;
  /** The service's survey_id, or "unreadable:…" when the item had none that could be read. */
  survey_id: string;
  /** As the service sent it ('' when it could not be read). */
  dealer_code: string;
  reason: SurveyHoldReason;
  /** For an unreadable item: the field and what is wrong with it. */
  detail: string | null;
  first_held_at: string;
  last_held_at: string;
}

/** The six response-rate numbers of SPEC.md §2 / SURVEY-SERVICE.md, counts of survey cases. */
export interface ResponseRateCounts {
  received: number;
  cleansed: number;
  sent: number;
  responded_successfully: number;
  responded_unsuccessfully: number;
  not_responded: number;
  /** responded_successfully ÷ sent in percent, one decimal; null when nothing was sent. */
  rate: number | null;
  /** Cases sent without an outcome yet (sent minus the three outcomes): their answer window is still open. */
  pending: number;
  /** responded_successfully ÷ cases with an outcome (pending left out) in percent, one decimal; null without an outcome. */
  outcome_rate: number | null;
}

export interface ResponseRateRow extends ResponseRateCounts {
  /** Region code, area code, dealer id, or YYYY-MM-DD (day/month rows). */
  key: string;
  label: string;
  label_en: string;
}

export interface ResponseRateReport {
  type: SurveyType;
  from: string;
  to: string;
  group_by: 'region' | 'area' | 'dealer';
  rows: ResponseRateRow[];
  total: ResponseRateCounts;
  /** Rate over time for the chart: one point per month (per day when the range is 62 days or less). */
  trend: Array<{ key: string; sent: number; responded_successfully: number; rate: number | null }>;
  data_as_of: string | null;
  survey_sync: SurveySyncState;
}

/** Survey scores over a period (NPS bands of SPEC.md §9, return intent 1-4, experience 1-5). */
export interface SurveyScores {
  responses: number;
  top2box: number;
  bottom6: number;
  /** %Top2Box − %Bottom6, one decimal; null without responses. */
  nps: number | null;
  top2box_rate: number | null;
  bottom6_rate: number | null;
  satisfied: number;
  /** satisfied (Y) ÷ responses in percent; null without responses. */
  satisfaction_rate: number | null;
  /** Counts of answers 1..4 (index 0 = 1 "definitely not"). */
  return_intent: [number, number, number, number];
  /** Counts of answers 1..5 (index 0 = 1 "much below expectation"). */
  experience: [number, number, number, number, number];
  /**
   * Recovery (libs/domain survey-recovery.ts): `eligible` Bottom6 responses that raised a survey
   * ticket, `recovered` of them completed with the customer satisfied at the closed-loop check,
   * `rate` recovered ÷ eligible (null when none was eligible); `not_eligible` Bottom6 responses
   * that raised no ticket (too old when they reached the product), shown apart, outside the rate.
   */
  recovery: { eligible: number; recovered: number; not_eligible: number; rate: number | null };
}

export interface SurveyScoresRow extends SurveyScores {
  key: string;
  label: string;
  label_en: string;
  /** 1 = best NPS among the rows (ties share a rank); null without responses. */
  rank: number | null;
}

export interface SurveyScoresReport {
  type: SurveyType;
  period: 'monthly' | '3months' | '6months' | 'ytd';
  /** The months covered, first inclusive, last exclusive, YYYY-MM-01. */
  from: string;
  to: string;
  group_by: 'region' | 'area' | 'dealer';
  rows: SurveyScoresRow[];
  total: SurveyScores;
  /** For a dealer user: its area's figures to compare against; otherwise null. */
  benchmark: (SurveyScores & { label: string; label_en: string }) | null;
  /** NPS per month over the period, for the chart. */
  trend: Array<{ month: string; responses: number; nps: number | null }>;
  data_as_of: string | null;
  survey_sync: SurveySyncState;
}

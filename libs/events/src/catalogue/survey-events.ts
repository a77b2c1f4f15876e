import type { SurveyCleanseReason, SurveyChannel, SurveyType } from '@voc/contracts';
import type { ResponseRateStep } from '@voc/domain';

/** Every kind of change in the survey programme; one row in survey_events each. */
export const SURVEY_EVENT_TYPES = {
  stageReached: 'SurveyCaseStageReached',
  answered: 'SurveyAnswered',
  ticketRaised: 'SurveyTicketRaised',
} as const;

export type SurveyEventType = (typeof SURVEY_EVENT_TYPES)[keyof typeof SURVEY_EVENT_TYPES];

/**
 * What every survey event repeats about its case, so projections never join back: its type,
 * dealer, area and region (the dealer's sales or service ones, as for tickets) and the Thai day it
 * was received from the car maker.
 */
export interface SurveyCaseDimensions {
  type: SurveyType;
  survey_id: string;
  dealer_ref: string;
  dealer_code: string;
  area_code: string | null;
  region: string | null;
  received_day: string;
}

export interface SurveyEventPayloads {
  /** One response-rate stage (received, cleansed, sent or an outcome), reached once per case. */
  SurveyCaseStageReached: { case: SurveyCaseDimensions; stage: ResponseRateStep; cleanse_reason?: SurveyCleanseReason | null; channel?: SurveyChannel | null };
  /** The customer's answers; `responded_day` is the Thai day they finished. */
  SurveyAnswered: {
    case: SurveyCaseDimensions;
    responded_day: string;
    nps: number;
    return_intent: number;
    experience: number;
    satisfied: 'Y' | 'N';
    low_score: boolean;
    q1: string | null;
    q2: string | null;
    comment: string;
  };
  /** A low score raised this survey ticket. */
  SurveyTicketRaised: { case: SurveyCaseDimensions; ticket_id: string; case_no: string };
}

/** The log's key of a case: its type and the service's id (unique per type). */
export function surveyCaseKey(type: SurveyType, surveyId: string): string {
  return `${type}:${surveyId}`;
}

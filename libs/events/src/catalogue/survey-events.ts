import type { SurveyCleanseReason, SurveyChannel, SurveyType } from '@voc/contracts';
import type { ResponseRateStep } from '@voc/domain';

/** Every kind of change in the survey programme; one row in survey_events each. */
export const SURVEY_EVENT_TYPES = {
  progressed: 'SurveyCaseProgressed',
  /** No longer written (one event per stage; SurveyCaseProgressed replaced it); logs from before still hold it. */
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

/** One response-rate stage a case reached, and when (the service's own time). */
export interface SurveyStageReached {
  stage: ResponseRateStep;
  at: string;
}

export interface SurveyEventPayloads {
  /**
   * What one report of a case by the service added: the response-rate stages (received, cleansed,
   * sent, an outcome) it reached since the product last heard of it, in lifecycle order, each
   * reached once per case. A case first seen in its final state brings all its stages at once.
   */
  SurveyCaseProgressed: { case: SurveyCaseDimensions; stages: SurveyStageReached[]; cleanse_reason?: SurveyCleanseReason | null; channel?: SurveyChannel | null };
  /** One response-rate stage (the form written before SurveyCaseProgressed). */
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

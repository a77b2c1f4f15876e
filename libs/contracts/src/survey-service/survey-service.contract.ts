import type { SurveyOutcome } from '@voc/domain';

/**
 * The car maker's survey service, as ../shared/SURVEY-SERVICE.md fixes it (SPEC.md §7). The
 * product's client, the development stand-in and the sync all follow these types to the letter: a
 * real deployment points SURVEY_SERVICE_URL at the vendor and nothing else changes.
 *
 * Every call: POST, JSON body, `Authorization: Basic base64(user:password)`.
 */

export const SURVEY_SERVICE_PATHS = {
  responseRate: '/api/responserate/',
  dashboard: '/api/dashboard/',
} as const;

export const SURVEY_TYPES = ['showroom', 'service'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const SURVEY_CLEANSE_REASONS = ['invalid_tel', 'duplicate', 'opted_out', 'fleet', 'other'] as const;
export type SurveyCleanseReason = (typeof SURVEY_CLEANSE_REASONS)[number];

export const SURVEY_CHANNELS = ['sms', 'email', 'call'] as const;
export type SurveyChannel = (typeof SURVEY_CHANNELS)[number];

// The outcomes are the domain's (libs/domain surveys/survey-case-stages.ts counts them).
export type { SurveyOutcome };

/** Page size bounds of both endpoints. */
export const SURVEY_PAGE_LIMIT = { min: 1, max: 5000, default: 1000 } as const;

/** ISO 8601 time with offset, e.g. `2026-03-31T23:10:00+07:00`. */
export type IsoTime = string;
/** A Thai calendar day (Asia/Bangkok), `YYYY-MM-DD`. */
export type IsoDate = string;

/** Request body of both endpoints. */
export interface SurveyServiceRequest {
  type: SurveyType;
  /** Start of the window to sync (optional). */
  updated_from?: IsoTime;
  dealer_code?: string;
  /** The previous answer's `next_cursor`; absent on the first call. */
  cursor?: string;
  /** 1-5,000, default 1,000. */
  limit?: number;
}

/** `POST /api/responserate/`: one survey case and where its lifecycle stands. */
export interface SurveyCaseItem {
  survey_id: string;
  type: SurveyType;
  dealer_code: string;
  visit_date: IsoDate;
  received_at: IsoTime;
  cleansed_at: IsoTime | null;
  cleanse_reason: SurveyCleanseReason | null;
  sent_at: IsoTime | null;
  channel: SurveyChannel | null;
  outcome: SurveyOutcome;
  outcome_at: IsoTime | null;
  updated_at: IsoTime;
}

export interface SurveyCustomer {
  title: string | null;
  name: string | null;
  tel: string | null;
  email: string | null;
}

export interface SurveyVehicle {
  car_model: string | null;
  chassis_number: string | null;
  registration_number: string | null;
}

/** `POST /api/dashboard/`: the answers of one case whose outcome is `responded_successfully`. */
export interface SurveyResponseItem {
  survey_id: string;
  type: SurveyType;
  dealer_code: string;
  visit_date: IsoDate;
  responded_at: IsoTime;
  customer: SurveyCustomer;
  vehicle: SurveyVehicle;
  /** 0-10, how likely to recommend. */
  nps: number;
  q1: string | null;
  q2: string | null;
  /** 1-4: definitely not, probably not, probably, definitely. */
  return_intent: number;
  /** 1-5: much below to well above expectation. */
  experience: number;
  satisfied: 'Y' | 'N';
  comment: string;
  updated_at: IsoTime;
}

/** HTTP 200. `next_cursor: null` means nothing newer yet: call again later with the last cursor. */
export interface SurveyServicePage<T> {
  success: true;
  data: { items: T[]; next_cursor: string | null };
}

/** 400 (bad filter), 401 (credentials), 429 (with `Retry-After` seconds) or 5xx. */
export interface SurveyServiceFailure {
  success: false;
  message: string;
}

export type SurveyResponseRatePage = SurveyServicePage<SurveyCaseItem>;
export type SurveyDashboardPage = SurveyServicePage<SurveyResponseItem>;

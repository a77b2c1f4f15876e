/**
 * What can go wrong when calling the survey service, as one error type with a `kind` the caller
 * branches on and a message key the dashboard or the logs can show. Messages name the endpoint
 * and the attempts made, never the credentials: the client builds every message itself and
 * strips the password and the Authorization value from any text it got from elsewhere.
 */
export const SURVEY_SERVICE_ERRORS = {
  unauthorized: 'errors.survey.unauthorized',
  bad_request: 'errors.survey.badRequest',
  unavailable: 'errors.survey.unavailable',
  timeout: 'errors.survey.timeout',
  malformed: 'errors.survey.malformed',
} as const;

export type SurveyServiceErrorKind = keyof typeof SURVEY_SERVICE_ERRORS;
export type SurveyServiceMessageKey = (typeof SURVEY_SERVICE_ERRORS)[SurveyServiceErrorKind];

export interface SurveyServiceErrorDetails {
  kind: SurveyServiceErrorKind;
  /** The URL called, without credentials (e.g. `https://survey.example/api/dashboard/`). */
  endpoint: string;
  /** How many requests were made before giving up (1 when the error is not retried). */
  attempts: number;
  /** HTTP status of the last answer, when there was one. */
  status?: number;
  cause?: unknown;
}

export class SurveyServiceError extends Error {
  readonly kind: SurveyServiceErrorKind;
  readonly messageKey: SurveyServiceMessageKey;
  readonly endpoint: string;
  readonly attempts: number;
  readonly status: number | undefined;

  constructor(detail: string, details: SurveyServiceErrorDetails) {
    super(
      `survey service ${details.endpoint}: ${detail} (${details.attempts} attempt${details.attempts === 1 ? '' : 's'})`,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'SurveyServiceError';
    this.kind = details.kind;
    this.messageKey = SURVEY_SERVICE_ERRORS[details.kind];
    this.endpoint = details.endpoint;
    this.attempts = details.attempts;
    this.status = details.status;
  }
}

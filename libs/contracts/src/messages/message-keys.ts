import { CATEGORY_ERRORS, EDIT_REFUSALS, STATUS_REFUSALS } from '@voc/domain';
import { TICKET_ERRORS, TICKET_MESSAGES, UPLOAD_ERRORS } from '../tickets/ticket-messages';
import { DEALER_ERRORS } from '../dealers/dealer-messages';
import { USER_ERRORS } from '../users/user-messages';
import { IMPORT_ERRORS, IMPORT_HEADER_PROBLEMS, IMPORT_MESSAGES, IMPORT_ROW_PROBLEM_KEYS } from '../imports/import-messages';
import { EXPORT_ERRORS, EXPORT_MESSAGES } from '../exports/export-messages';
import { PDCA_ERRORS, PDCA_MESSAGES } from '../pdca/pdca-messages';
import { ALERT_ERRORS, ALERT_MESSAGES } from '../alerts/alert-messages';
import { SAVED_VIEW_ERRORS, SAVED_VIEW_MESSAGES } from '../saved-views/saved-view-messages';
import { BRIEF_ERRORS } from '../reports/brief-messages';
/**
 * Message keys the api answers with and the dashboard translates (SPEC.md §5, §8). The texts live
 * in the dashboard's i18n catalogues; a key here without a text there fails a catalogue test.
 */
export const FIELD_ERRORS = {
  required: 'errors.field.required',
  email: 'errors.field.email',
  numeric: 'errors.field.numeric',
  min: 'errors.field.min',
  max: 'errors.field.max',
  between: 'errors.field.between',
  invalid: 'errors.field.invalid',
  date: 'errors.field.date',
  /** A range's end before its start. */
  dateOrder: 'errors.field.dateOrder',
  /** A range longer than the report allows. */
  rangeTooLong: 'errors.field.rangeTooLong',
  /** A time sent by the client that lies after the server's clock (libs/domain client-times.ts). */
  future: 'errors.field.future',
} as const;

/** The notification endpoints' refusals (the SMS gateway's receipts). */
export const NOTIFICATION_ERRORS = {
  unknownMessage: 'errors.notification.unknownMessage',
  notSentYet: 'errors.notification.notSentYet',
} as const;

/** The survey service as the sync saw it (SurveySyncState.last_error) and the survey reports' refusals. */
export const SURVEY_ERRORS = {
  unavailable: 'errors.survey.unavailable',
  unauthorized: 'errors.survey.unauthorized',
  timeout: 'errors.survey.timeout',
  malformed: 'errors.survey.malformed',
  badRequest: 'errors.survey.badRequest',
  notConfigured: 'errors.survey.notConfigured',
} as const;

export const AUTH_ERRORS = {
  invalidCredentials: 'errors.signin.invalid',
  permission: 'errors.signin.permission',
  inactive: 'errors.signin.inactive',
  tooManyAttempts: 'errors.signin.tooMany',
  unauthorized: 'errors.auth.unauthorized',
  forbidden: 'errors.auth.forbidden',
  /** The password was set by someone else: change it before anything else (403). */
  mustChangePassword: 'errors.auth.mustChangePassword',
  /** The current password given to change it is wrong (400, field current_password). */
  currentPasswordWrong: 'errors.auth.currentPasswordWrong',
} as const;

export const GENERIC_ERRORS = {
  notFound: 'errors.notFound',
  validation: 'errors.validation',
  internal: 'errors.internal',
  noData: 'errors.noData',
  /** The request body is not readable JSON (or nested deeper than any form sends). */
  malformedBody: 'errors.request.malformed',
  /** The request body is larger than the api accepts. */
  payloadTooLarge: 'errors.request.tooLarge',
  /** A text carries a NUL character, which no form can type and PostgreSQL cannot store. */
  nulCharacter: 'errors.request.nulCharacter',
  /** The record of a stored file exists but the file itself is no longer kept. */
  fileGone: 'errors.file.gone',
  /** The job queue (Redis) is not answering: the request made nothing; try again shortly (503). */
  queueUnavailable: 'errors.queue.unavailable',
  /** The file store (folder or S3-compatible bucket) is not answering: nothing was saved or sent (503). */
  storageUnavailable: 'errors.storage.unavailable',
} as const;

export type MessageKey =
  | (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS]
  | (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS]
  | (typeof GENERIC_ERRORS)[keyof typeof GENERIC_ERRORS];


/** Every key the api may answer with; the dashboard's catalogue test checks each has a text. */
export const ALL_MESSAGE_KEYS: readonly string[] = [
  ...Object.values(FIELD_ERRORS),
  ...Object.values(STATUS_REFUSALS),
  ...Object.values(EDIT_REFUSALS),
  ...Object.values(CATEGORY_ERRORS),
  ...Object.values(TICKET_MESSAGES),
  ...Object.values(UPLOAD_ERRORS),
  ...Object.values(TICKET_ERRORS),
  ...Object.values(AUTH_ERRORS),
  ...Object.values(GENERIC_ERRORS),
  ...Object.values(DEALER_ERRORS),
  ...Object.values(USER_ERRORS),
  ...Object.values(IMPORT_ERRORS),
  ...Object.values(IMPORT_HEADER_PROBLEMS),
  ...Object.values(IMPORT_ROW_PROBLEM_KEYS),
  ...Object.values(IMPORT_MESSAGES),
  ...Object.values(EXPORT_ERRORS),
  ...Object.values(EXPORT_MESSAGES),
  ...Object.values(SURVEY_ERRORS),
  ...Object.values(PDCA_ERRORS),
  ...Object.values(PDCA_MESSAGES),
  ...Object.values(NOTIFICATION_ERRORS),
  ...Object.values(ALERT_ERRORS),
  ...Object.values(ALERT_MESSAGES),
  ...Object.values(SAVED_VIEW_ERRORS),
  ...Object.values(SAVED_VIEW_MESSAGES),
  ...Object.values(BRIEF_ERRORS),
];

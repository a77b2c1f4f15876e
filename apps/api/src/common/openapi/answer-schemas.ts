import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { ErrorBody, ErrorEnvelope, FieldErrorDetail } from '@voc/contracts';
import { ALERT_ANSWER_SCHEMAS } from './alert-answer-schemas';
import { SUBSCRIPTION_ANSWER_SCHEMAS } from './subscription-answer-schemas';
import { BRIEF_ANSWER_SCHEMAS } from './brief-answer-schemas';
import { PEOPLE_ANSWER_SCHEMAS } from './people-answer-schemas';
import { REPORT_ANSWER_SCHEMAS } from './report-answer-schemas';
import { SAVED_VIEW_ANSWER_SCHEMAS } from './saved-view-answer-schemas';
import { arrayOf, described, mapOf, messageKey, objectOf, optional, ref, str } from './schema-builders';
import { TICKET_ANSWER_SCHEMAS } from './ticket-answer-schemas';
import { VOICE_ANSWER_SCHEMAS } from './voice-answer-schemas';
import { WORK_ANSWER_SCHEMAS } from './work-answer-schemas';

/** The house error envelope (ARCHITECTURE.md rule 7), the same for every failed call. */
const ERROR_SCHEMAS = {
  FieldErrorDetail: objectOf<FieldErrorDetail>({
    field: described('The request field, dotted for nested ones.', { ...str, example: 'email' }),
    message: { ...messageKey, example: 'errors.field.required' },
    params: optional(described('Values the message interpolates, e.g. { "min": 1 }.', mapOf({ oneOf: [{ type: 'string' }, { type: 'number' }] }))),
  }),
  ErrorBody: objectOf<ErrorBody>({
    name: described('A stable machine name: ValidationError, Unauthorized, Forbidden, NotFound, Conflict, TooManyRequests, ...', { ...str, example: 'ValidationError' }),
    message: messageKey,
    details: optional(described('One entry per bad field (validation errors).', arrayOf(ref('FieldErrorDetail')))),
  }),
  ErrorEnvelope: objectOf<ErrorEnvelope>({ error: ref('ErrorBody') }, 'Every failed call: { "error": { name, message, details? } }.'),
};

/**
 * Every answer type the api documents, by name: the compiler checks each against its contract
 * type (schema-builders PropertiesOf), and ApiDoc names them (AnswerName) so a typo fails the build.
 */
export const ANSWER_SCHEMAS = {
  ...ERROR_SCHEMAS,
  ...PEOPLE_ANSWER_SCHEMAS,
  ...TICKET_ANSWER_SCHEMAS,
  ...REPORT_ANSWER_SCHEMAS,
  ...WORK_ANSWER_SCHEMAS,
  ...VOICE_ANSWER_SCHEMAS,
  ...ALERT_ANSWER_SCHEMAS,
  ...SUBSCRIPTION_ANSWER_SCHEMAS,
  ...SAVED_VIEW_ANSWER_SCHEMAS,
  ...BRIEF_ANSWER_SCHEMAS,
} satisfies Record<string, SchemaObject>;

export type AnswerName = keyof typeof ANSWER_SCHEMAS;

export const answerRef = (name: AnswerName) => ref(name);

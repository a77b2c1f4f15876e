import {
  SURVEY_CHANNELS,
  SURVEY_CLEANSE_REASONS,
  SURVEY_TYPES,
  type SurveyCaseItem,
  type SurveyCustomer,
  type SurveyResponseItem,
  type SurveyServicePage,
  type SurveyVehicle,
} from '@voc/contracts';
import { SURVEY_OUTCOMES } from '@voc/domain';
import { isIsoDate, isIsoTimeWithOffset } from './iso-time-text';

/**
 * Strict checks of the survey service's answers (../shared/SURVEY-SERVICE.md): the envelope, every
 * required field of every item, enums and value ranges, times with an offset and real calendar
 * dates. Fields the contract does not name are ignored (a vendor may add some); a field it names
 * with the wrong type or range fails the whole page, because the sync must not store half-read data.
 * Whether a dealer code is known is the consumer's business, not checked here.
 */
export class SurveyPageShapeError extends Error {
  constructor(readonly path: string, problem: string) {
    super(`${path} ${problem}`);
    this.name = 'SurveyPageShapeError';
  }
}

type Fields = Record<string, unknown>;

function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SurveyPageShapeError(path, 'must be an object');
  return value as Fields;
}

function string(o: Fields, key: string, path: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new SurveyPageShapeError(`${path}.${key}`, 'must be a string');
  return v;
}

function nonEmpty(o: Fields, key: string, path: string): string {
  const v = string(o, key, path);
  if (v.trim() === '') throw new SurveyPageShapeError(`${path}.${key}`, 'must not be empty');
  return v;
}

function nullableString(o: Fields, key: string, path: string): string | null {
  if (o[key] === null) return null;
  return string(o, key, path);
}

function oneOf<T extends string>(o: Fields, key: string, allowed: readonly T[], path: string): T {
  const v = o[key];
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new SurveyPageShapeError(`${path}.${key}`, `must be one of ${allowed.join(', ')}`);
  }
  return v as T;
}

function nullableOneOf<T extends string>(o: Fields, key: string, allowed: readonly T[], path: string): T | null {
  return o[key] === null ? null : oneOf(o, key, allowed, path);
}

function time(o: Fields, key: string, path: string): string {
  const v = string(o, key, path);
  if (!isIsoTimeWithOffset(v)) throw new SurveyPageShapeError(`${path}.${key}`, 'must be an ISO 8601 time with an offset');
  return v;
}

function nullableTime(o: Fields, key: string, path: string): string | null {
  return o[key] === null ? null : time(o, key, path);
}

function date(o: Fields, key: string, path: string): string {
  const v = string(o, key, path);
  if (!isIsoDate(v)) throw new SurveyPageShapeError(`${path}.${key}`, 'must be a date YYYY-MM-DD');
  return v;
}

function integerIn(o: Fields, key: string, min: number, max: number, path: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new SurveyPageShapeError(`${path}.${key}`, `must be a whole number from ${min} to ${max}`);
  }
  return v;
}

export function readSurveyCaseItem(value: unknown, path: string): SurveyCaseItem {
  const o = object(value, path);
  const item: SurveyCaseItem = {
    survey_id: nonEmpty(o, 'survey_id', path),
    type: oneOf(o, 'type', SURVEY_TYPES, path),
    dealer_code: nonEmpty(o, 'dealer_code', path),
    visit_date: date(o, 'visit_date', path),
    received_at: time(o, 'received_at', path),
    cleansed_at: nullableTime(o, 'cleansed_at', path),
    cleanse_reason: nullableOneOf(o, 'cleanse_reason', SURVEY_CLEANSE_REASONS, path),
    sent_at: nullableTime(o, 'sent_at', path),
    channel: nullableOneOf(o, 'channel', SURVEY_CHANNELS, path),
    outcome: oneOf(o, 'outcome', SURVEY_OUTCOMES, path),
    outcome_at: nullableTime(o, 'outcome_at', path),
    updated_at: time(o, 'updated_at', path),
  };
  if ((item.cleanse_reason === null) !== (item.cleansed_at === null)) {
    throw new SurveyPageShapeError(`${path}.cleanse_reason`, 'must be set exactly when cleansed_at is set');
  }
  if (item.outcome !== 'pending' && item.outcome_at === null) throw new SurveyPageShapeError(`${path}.outcome_at`, `must be set when the outcome is ${item.outcome}`);
  if (item.outcome !== 'pending' && item.sent_at === null) throw new SurveyPageShapeError(`${path}.sent_at`, `must be set when the outcome is ${item.outcome}`);
  return item;
}

function readCustomer(value: unknown, path: string): SurveyCustomer {
  const o = object(value, path);
  return {
    title: nullableString(o, 'title', path),
    name: nullableString(o, 'name', path),
    tel: nullableString(o, 'tel', path),
    email: nullableString(o, 'email', path),
  };
}

function readVehicle(value: unknown, path: string): SurveyVehicle {
  const o = object(value, path);
  return {
    car_model: nullableString(o, 'car_model', path),
    chassis_number: nullableString(o, 'chassis_number', path),
    registration_number: nullableString(o, 'registration_number', path),
  };
}

export function readSurveyResponseItem(value: unknown, path: string): SurveyResponseItem {
  const o = object(value, path);
  const satisfied = o.satisfied;
  if (satisfied !== 'Y' && satisfied !== 'N') throw new SurveyPageShapeError(`${path}.satisfied`, 'must be Y or N');
  return {
    survey_id: nonEmpty(o, 'survey_id', path),
    type: oneOf(o, 'type', SURVEY_TYPES, path),
    dealer_code: nonEmpty(o, 'dealer_code', path),
    visit_date: date(o, 'visit_date', path),
    responded_at: time(o, 'responded_at', path),
    customer: readCustomer(o.customer, `${path}.customer`),
    vehicle: readVehicle(o.vehicle, `${path}.vehicle`),
    nps: integerIn(o, 'nps', 0, 10, path),
    q1: nullableString(o, 'q1', path),
    q2: nullableString(o, 'q2', path),
    return_intent: integerIn(o, 'return_intent', 1, 4, path),
    experience: integerIn(o, 'experience', 1, 5, path),
    satisfied,
    comment: string(o, 'comment', path),
    updated_at: time(o, 'updated_at', path),
  };
}

/** The envelope `{ success: true, data: { items, next_cursor } }` with each item read by `readItem`. */
export function readSurveyPage<T>(body: unknown, readItem: (value: unknown, path: string) => T): SurveyServicePage<T> {
  const o = object(body, 'answer');
  if (o.success !== true) throw new SurveyPageShapeError('answer.success', 'must be true on HTTP 200');
  const data = object(o.data, 'answer.data');
  if (!Array.isArray(data.items)) throw new SurveyPageShapeError('answer.data.items', 'must be an array');
  const cursor = data.next_cursor;
  if (cursor !== null && (typeof cursor !== 'string' || cursor === '')) {
    throw new SurveyPageShapeError('answer.data.next_cursor', 'must be a non-empty string or null');
  }
  const items = data.items.map((item, i) => readItem(item, `answer.data.items[${i}]`));
  return { success: true, data: { items, next_cursor: cursor } };
}

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
 * dates. Fields the contract does not name are ignored (a vendor may add some). A broken envelope
 * fails the whole page; an item that breaks the contract is set aside as unreadable, with the
 * field and the problem, and the page's other items are read: one bad item must not stop every
 * later change (the consumer holds it and lists it). The sync never stores half-read data.
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
    // The service has been seen to send null (and no outcome_at) for a case not yet sent: pending.
    outcome: o.outcome === null && o.outcome_at === null ? 'pending' : oneOf(o, 'outcome', SURVEY_OUTCOMES, path),
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

/** An item of a page that breaks the contract: what could be told of it, and why it was not read. */
export interface UnreadableSurveyItem {
  /** Its place on the page. */
  index: number;
  /** Its survey_id and dealer_code when they are non-empty strings, else null. */
  survey_id: string | null;
  dealer_code: string | null;
  /** The field and the problem, e.g. "answer.data.items[3].nps must be a whole number from 0 to 10". */
  problem: string;
  /** The item as the service sent it. */
  item: unknown;
}

/** A page as the client read it: the contract's page of the readable items, and the others set aside. */
export type ReadSurveyPage<T> = SurveyServicePage<T> & { unreadable: UnreadableSurveyItem[] };

function textField(value: unknown, key: string): string | null {
  const v = typeof value === 'object' && value !== null ? (value as Fields)[key] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** The envelope `{ success: true, data: { items, next_cursor } }` with each item read by `readItem` (unreadable ones set aside). */
export function readSurveyPage<T>(body: unknown, readItem: (value: unknown, path: string) => T): ReadSurveyPage<T> {
  const o = object(body, 'answer');
  if (o.success !== true) throw new SurveyPageShapeError('answer.success', 'must be true on HTTP 200');
  const data = object(o.data, 'answer.data');
  if (!Array.isArray(data.items)) throw new SurveyPageShapeError('answer.data.items', 'must be an array');
  const cursor = data.next_cursor;
  if (cursor !== null && (typeof cursor !== 'string' || cursor === '')) {
    throw new SurveyPageShapeError('answer.data.next_cursor', 'must be a non-empty string or null');
  }
  const items: T[] = [];
  const unreadable: UnreadableSurveyItem[] = [];
  data.items.forEach((item: unknown, index) => {
    try {
      items.push(readItem(item, `answer.data.items[${index}]`));
    } catch (err) {
      if (!(err instanceof SurveyPageShapeError)) throw err;
      unreadable.push({ index, survey_id: textField(item, 'survey_id'), dealer_code: textField(item, 'dealer_code'), problem: err.message, item });
    }
  });
  return { success: true, data: { items, next_cursor: cursor }, unreadable };
}

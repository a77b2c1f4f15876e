import { defineReportingTable, type ReportingTable } from './reporting-table';

/**
 * One row per text customers and agents wrote (issue 30): a survey answer's comment
 * (`survey:<type>:<survey id>`) or a ticket's description (`ticket:<ticket id>`), with its
 * analysis by @voc/voice-text as the text was when projected, and the dimensions as its event
 * carried them. The comments list reads it; the monthly counts are rolled up from it.
 */
export const VOICE_TEXTS = defineReportingTable({
  name: 'voice_texts',
  columns: {
    text_key: { type: 'text', role: 'key', notNull: true },
    /** survey | ticket */
    source: { type: 'text', role: 'dimension', notNull: true },
    type: { type: 'text', role: 'dimension', notNull: true },
    dealer_ref: { type: 'uuid', role: 'dimension', notNull: true },
    dealer_code: { type: 'text', role: 'dimension', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    /** The Thai day the customer answered, or the ticket was received. */
    day: { type: 'date', role: 'dimension', notNull: true },
    month: { type: 'date', role: 'dimension', notNull: true },
    /** The survey's NPS answer (null for a ticket). */
    nps: { type: 'smallint', role: 'state' },
    /** top2box | passive | bottom6 | none (a ticket). */
    nps_band: { type: 'text', role: 'dimension', notNull: true },
    satisfied: { type: 'text', role: 'state' },
    /** The text as written. */
    body: { type: 'text', role: 'state', notNull: true },
    /** The normalised word tokens, one space apart: what full-text search reads. */
    search_text: { type: 'text', role: 'state', notNull: true },
    /** Distinct tokens and two-word phrases (what the term counts count). */
    terms: { type: 'text[]', role: 'state', notNull: true },
    /** Topic codes found, most likely first. */
    topics: { type: 'text[]', role: 'state', notNull: true },
    /** `<topic> <word>` pairs: the words that decided each topic (highlights). */
    topic_words: { type: 'text[]', role: 'state', notNull: true },
    polarity: { type: 'text', role: 'state', notNull: true },
    /** A ticket's ticked complaint categories now (what the category model learns from); {} for a survey comment. */
    categories: { type: 'text[]', role: 'state', notNull: true },
    /** The ticket: a ticket's own, a survey answer's survey ticket when one was raised. */
    ticket_id: { type: 'uuid', role: 'state' },
    case_no: { type: 'text', role: 'state' },
    /** A deleted ticket's description counts nowhere (kept so later events find the row). */
    deleted: { type: 'boolean', role: 'state', notNull: true, default: 'false' },
    last_position: { type: 'bigint', role: 'state', notNull: true },
  },
  primaryKey: ['text_key'],
  indexes: [
    { columns: ['source', 'day'] },
    { columns: ['source', 'type', 'month'] },
    // The month-end freeze's count of texts changed after their month froze (reporting migration 1766100000000).
    { columns: ['source', 'month', 'last_position'] },
    { columns: ['dealer_ref', 'source', 'day'] },
    { columns: ['region', 'source', 'day'] },
    { columns: ['area_code', 'source', 'day'] },
    { columns: ['nps_band', 'source', 'day'] },
    { columns: ['topics'], using: 'gin' },
    { columns: [`to_tsvector('simple', search_text)`], using: 'gin' },
    { columns: ['ticket_id'] },
  ],
});

const SLICE_COLUMNS = {
  month: { type: 'date', role: 'key', notNull: true, rollup: 't.month' },
  dealer_ref: { type: 'uuid', role: 'key', notNull: true, rollup: 't.dealer_ref' },
  type: { type: 'text', role: 'key', notNull: true, rollup: 't.type' },
  nps_band: { type: 'text', role: 'key', notNull: true, rollup: 't.nps_band' },
  source: { type: 'text', role: 'key', notNull: true, rollup: 't.source' },
} as const;
const PLACE_COLUMNS = {
  area_code: { type: 'text', role: 'dimension', rollup: 'min(t.area_code)' },
  region: { type: 'text', role: 'dimension', rollup: 'min(t.region)' },
} as const;
const SLICE_INDEXES = [
  { columns: ['month', 'type', 'source'] },
  { columns: ['region', 'month'] },
  { columns: ['area_code', 'month'] },
  { columns: ['dealer_ref', 'month'] },
] as const;

/** Texts per month × dealer × type × NPS band × source, with the bands' scores: shares' and drivers' denominators. */
export const VOICE_MONTHLY = defineReportingTable({
  name: 'voice_monthly',
  columns: {
    ...SLICE_COLUMNS,
    ...PLACE_COLUMNS,
    texts: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'nps_band', 'source'],
  indexes: SLICE_INDEXES,
});

/** Texts mentioning each topic per month × dealer × type × NPS band × source, by polarity. */
export const VOICE_TOPIC_MONTHLY = defineReportingTable({
  name: 'voice_topic_monthly',
  columns: {
    ...SLICE_COLUMNS,
    topic: { type: 'text', role: 'key', notNull: true, rollup: 'x.topic' },
    ...PLACE_COLUMNS,
    texts: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
    negative: { type: 'integer', role: 'measure', notNull: true, rollup: `count(*) FILTER (WHERE t.polarity = 'negative')` },
    positive: { type: 'integer', role: 'measure', notNull: true, rollup: `count(*) FILTER (WHERE t.polarity = 'positive')` },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'nps_band', 'source', 'topic'],
  indexes: [...SLICE_INDEXES, { columns: ['topic', 'month'] }],
});

/** Texts holding each term (word or two-word phrase) per month × dealer × type × NPS band × source. */
export const VOICE_TERM_MONTHLY = defineReportingTable({
  name: 'voice_term_monthly',
  columns: {
    ...SLICE_COLUMNS,
    term: { type: 'text', role: 'key', notNull: true, rollup: 'x.term' },
    ...PLACE_COLUMNS,
    texts: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'nps_band', 'source', 'term'],
  indexes: [...SLICE_INDEXES, { columns: ['term', 'month'] }],
});

/**
 * Texts in which each word decided each topic, per month × dealer × type × NPS band × source: the
 * topic report's "frequent words" without reading every text (voice_texts.topic_words unnested).
 */
export const VOICE_TOPIC_WORD_MONTHLY = defineReportingTable({
  name: 'voice_topic_word_monthly',
  columns: {
    ...SLICE_COLUMNS,
    topic: { type: 'text', role: 'key', notNull: true, rollup: `split_part(x.pair, ' ', 1)` },
    word: { type: 'text', role: 'key', notNull: true, rollup: `substr(x.pair, strpos(x.pair, ' ') + 1)` },
    ...PLACE_COLUMNS,
    texts: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'nps_band', 'source', 'topic', 'word'],
  indexes: [...SLICE_INDEXES, { columns: ['topic', 'month'] }],
});

/** The roll-ups of voice_texts, in the order they are recounted. */
export const VOICE_ROLLUP_TABLES = [VOICE_MONTHLY, VOICE_TOPIC_MONTHLY, VOICE_TERM_MONTHLY, VOICE_TOPIC_WORD_MONTHLY] as const;

/**
 * The frozen copy of a voice roll-up (month-end freezing): the same columns, key and indexes, a
 * month's rows of one source written once at that month's close (the ticket log's projection
 * freezes the ticket descriptions, the survey log's the survey comments).
 */
function frozenCopyOf<T extends ReportingTable>(table: T): T {
  return { ...table, name: `${table.name}_frozen` };
}

export const VOICE_MONTHLY_FROZEN = frozenCopyOf(VOICE_MONTHLY);
export const VOICE_TOPIC_MONTHLY_FROZEN = frozenCopyOf(VOICE_TOPIC_MONTHLY);
export const VOICE_TERM_MONTHLY_FROZEN = frozenCopyOf(VOICE_TERM_MONTHLY);
export const VOICE_TOPIC_WORD_MONTHLY_FROZEN = frozenCopyOf(VOICE_TOPIC_WORD_MONTHLY);

/** Each roll-up with its frozen copy. */
export const VOICE_FROZEN_PAIRS = [
  [VOICE_MONTHLY, VOICE_MONTHLY_FROZEN],
  [VOICE_TOPIC_MONTHLY, VOICE_TOPIC_MONTHLY_FROZEN],
  [VOICE_TERM_MONTHLY, VOICE_TERM_MONTHLY_FROZEN],
  [VOICE_TOPIC_WORD_MONTHLY, VOICE_TOPIC_WORD_MONTHLY_FROZEN],
] as const;

/** The voice projection's two checkpoints, and the source of the texts each freezes. */
export const VOICE_FREEZING = { voice: 'ticket', voice_surveys: 'survey' } as const;
export type VoiceFreezingProjection = keyof typeof VOICE_FREEZING;

/**
 * FROZEN: the voice projection's tables as the reporting migration 1766000000000 created them;
 * the frozen-migrations test fails when this text changes. The live definitions are
 * reporting/tables/voice-texts.table.ts.
 */
const SLICE = `month date NOT NULL,
  dealer_ref uuid NOT NULL,
  type text NOT NULL,
  nps_band text NOT NULL,
  source text NOT NULL`;

const sliceIndexes = (schema: string, table: string) => [
  `CREATE INDEX ON ${schema}.${table} (month, type, source)`,
  `CREATE INDEX ON ${schema}.${table} (region, month)`,
  `CREATE INDEX ON ${schema}.${table} (area_code, month)`,
  `CREATE INDEX ON ${schema}.${table} (dealer_ref, month)`,
];

/** The four roll-ups of voice_texts (`suffix` '' for the live ones, '_frozen' for their frozen copies). */
function rollups(schema: string, suffix: string): string[] {
  return [
    `CREATE TABLE ${schema}.voice_monthly${suffix} (
  ${SLICE},
  area_code text,
  region text,
  texts integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, nps_band, source)
)`,
    ...sliceIndexes(schema, `voice_monthly${suffix}`),
    `CREATE TABLE ${schema}.voice_topic_monthly${suffix} (
  ${SLICE},
  topic text NOT NULL,
  area_code text,
  region text,
  texts integer NOT NULL,
  negative integer NOT NULL,
  positive integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, nps_band, source, topic)
)`,
    ...sliceIndexes(schema, `voice_topic_monthly${suffix}`),
    `CREATE INDEX ON ${schema}.voice_topic_monthly${suffix} (topic, month)`,
    `CREATE TABLE ${schema}.voice_term_monthly${suffix} (
  ${SLICE},
  term text NOT NULL,
  area_code text,
  region text,
  texts integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, nps_band, source, term)
)`,
    ...sliceIndexes(schema, `voice_term_monthly${suffix}`),
    `CREATE INDEX ON ${schema}.voice_term_monthly${suffix} (term, month)`,
    `CREATE TABLE ${schema}.voice_topic_word_monthly${suffix} (
  ${SLICE},
  topic text NOT NULL,
  word text NOT NULL,
  area_code text,
  region text,
  texts integer NOT NULL,
  PRIMARY KEY (month, dealer_ref, type, nps_band, source, topic, word)
)`,
    ...sliceIndexes(schema, `voice_topic_word_monthly${suffix}`),
    `CREATE INDEX ON ${schema}.voice_topic_word_monthly${suffix} (topic, month)`,
  ];
}

export function voiceProjectionSql(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.voice_texts (
  text_key text NOT NULL,
  source text NOT NULL,
  type text NOT NULL,
  dealer_ref uuid NOT NULL,
  dealer_code text NOT NULL,
  area_code text,
  region text,
  day date NOT NULL,
  month date NOT NULL,
  nps smallint,
  nps_band text NOT NULL,
  satisfied text,
  body text NOT NULL,
  search_text text NOT NULL,
  terms text[] NOT NULL,
  topics text[] NOT NULL,
  topic_words text[] NOT NULL,
  polarity text NOT NULL,
  categories text[] NOT NULL,
  ticket_id uuid,
  case_no text,
  deleted boolean NOT NULL DEFAULT false,
  last_position bigint NOT NULL,
  PRIMARY KEY (text_key)
)`,
    `CREATE INDEX ON ${schema}.voice_texts (source, day)`,
    `CREATE INDEX ON ${schema}.voice_texts (source, type, month)`,
    `CREATE INDEX ON ${schema}.voice_texts (dealer_ref, source, day)`,
    `CREATE INDEX ON ${schema}.voice_texts (region, source, day)`,
    `CREATE INDEX ON ${schema}.voice_texts (area_code, source, day)`,
    `CREATE INDEX ON ${schema}.voice_texts (nps_band, source, day)`,
    `CREATE INDEX ON ${schema}.voice_texts USING gin (topics)`,
    `CREATE INDEX ON ${schema}.voice_texts USING gin (to_tsvector('simple', search_text))`,
    `CREATE INDEX ON ${schema}.voice_texts (ticket_id)`,
    ...rollups(schema, ''),
    // The frozen copies (month-end freezing): the same columns, key and indexes.
    ...rollups(schema, '_frozen'),
    `INSERT INTO ${schema}.projection_checkpoints (projection) VALUES ('voice'), ('voice_surveys')`,
  ];
}

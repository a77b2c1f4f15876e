import { finalVoiceRollupSql, frozenVoiceMonthsSql, VOICE_FROZEN_PAIRS, type ReportingTable } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';

const [MONTHLY, TOPICS, TERMS, TOPIC_WORDS] = VOICE_FROZEN_PAIRS;

/** Sums of texts per key (a place, a month, a source or 'all'), now and in a baseline. */
export interface KeyedTexts {
  key: string;
  now: number;
  before: number;
}

/** Texts mentioning a topic per key, now and before (topicTextsSql). */
export interface TopicTexts extends KeyedTexts {
  topic: string;
}

/** Texts holding a term, now and before (termTextsSql). */
export interface TermTexts extends KeyedTexts {
  term: string;
}

export interface TopicBandSums {
  key: string;
  topic: string;
  nps_band: string;
  texts: number;
  negative: number;
  positive: number;
}

/**
 * Reads of the voice roll-ups (reporting.voice_monthly, voice_topic_monthly, voice_term_monthly)
 * and voice_topic_word_monthly (the words that decided the topics), as SQL parts of a report's one
 * statement (together: every voice report reads its figures in one round trip). `where` is built by services/voice-conditions
 * over alias r; `now` is the SQL condition of the period within it (the rest is the baseline).
 * `final` (the default) reads each source's frozen months from the frozen copies, as they stood
 * at their close; `live` reads the roll-ups as they stand now (late changes in).
 */
export class VoiceFiguresRepository {
  /** Inside together(): the frozen months are read once, as the CTE `frozen_voice` (source, month, frozen_on, position). */
  private frozenFrom: string | null = null;

  constructor(
    private readonly db: SqlRunner,
    private readonly figures: 'final' | 'live' = 'final',
  ) {}

  private from(pair: readonly [ReportingTable, ReportingTable]): string {
    if (this.figures === 'live') return `reporting.${pair[0].name}`;
    if (!this.frozenFrom) return finalVoiceRollupSql('reporting', pair[0], pair[1]);
    const columns = Object.keys(pair[0].columns).join(', ');
    const final = `SELECT fv.source, fv.month FROM ${this.frozenFrom} fv`;
    return `(SELECT ${columns} FROM reporting.${pair[0].name} m WHERE (m.source, m.month) NOT IN (${final})
    UNION ALL SELECT ${columns} FROM reporting.${pair[1].name} m WHERE (m.source, m.month) IN (${final}))`;
  }

  /**
   * Several reads of the roll-ups as ONE statement (one round trip, one plan, the frozen months
   * read once): `build` gets the repository to write its reads with (the *Sql methods) and
   * answers them by name; each comes back as the rows it would have given alone. The parts share
   * `params` (build every part's conditions into the same SqlParams). `frozen_voice` (source,
   * month, frozen_on, position: frozenVoiceMonthsSql) may be read by a part too.
   */
  async together<K extends string>(params: SqlParams, build: (reads: this) => Record<K, string | undefined>): Promise<Record<K, unknown[]>> {
    this.frozenFrom = 'frozen_voice';
    let parts: Record<K, string | undefined>;
    try {
      parts = build(this);
    } finally {
      this.frozenFrom = null;
    }
    // A part left undefined (not asked this time) answers no rows without being read.
    const names = (Object.keys(parts) as K[]).filter((name) => parts[name] !== undefined);
    const [row] = await this.db.query<Array<Record<K, unknown[]>>>(
      `WITH frozen_voice AS MATERIALIZED (${frozenVoiceMonthsSql('reporting')})
       SELECT ${names.map((name, i) => `(SELECT coalesce(json_agg(p), '[]'::json) FROM (${parts[name]}) p) AS p${i}`).join(',\n       ')}`,
      params.values,
    );
    const answer = {} as Record<K, unknown[]>;
    for (const name of Object.keys(parts) as K[]) answer[name] = [];
    names.forEach((name, i) => (answer[name] = (row as unknown as Record<string, unknown[]>)[`p${i}`]));
    return answer;
  }

  /** Texts per key (a place, a month, a source or 'all'), now and before. */
  textsSql(key: string, where: string, now: string): string {
    return `SELECT ${key} AS key, coalesce(sum(r.texts) FILTER (WHERE ${now}), 0)::int AS now, coalesce(sum(r.texts) FILTER (WHERE NOT (${now})), 0)::int AS before
       FROM ${this.from(MONTHLY)} r WHERE ${where} GROUP BY 1`;
  }

  /** Texts per NPS band (all in the period `where` gives): nps_band, texts. */
  textsByBandSql(where: string): string {
    return `SELECT r.nps_band, sum(r.texts)::int AS texts FROM ${this.from(MONTHLY)} r WHERE ${where} GROUP BY 1`;
  }

  /** Texts mentioning each topic per key, now and before: key, topic, now, before. */
  topicTextsSql(key: string, where: string, now: string): string {
    return `SELECT ${key} AS key, r.topic, coalesce(sum(r.texts) FILTER (WHERE ${now}), 0)::int AS now, coalesce(sum(r.texts) FILTER (WHERE NOT (${now})), 0)::int AS before
       FROM ${this.from(TOPICS)} r WHERE ${where} GROUP BY 1, 2`;
  }

  /** Topic texts per key and NPS band, with their polarity counts (TopicBandSums). */
  topicBandsSql(key: string, where: string): string {
    return `SELECT ${key} AS key, r.topic, r.nps_band, sum(r.texts)::int AS texts, sum(r.negative)::int AS negative, sum(r.positive)::int AS positive
       FROM ${this.from(TOPICS)} r WHERE ${where} GROUP BY 1, 2, 3`;
  }

  /** Terms held by at least `minNow` texts now, with their counts now and before (most texts now first, at most `limit`): key, term, now, before. */
  termTextsSql(where: string, now: string, minNow: number, limit: number): string {
    return `SELECT r.term AS key, r.term, coalesce(sum(r.texts) FILTER (WHERE ${now}), 0)::int AS now, coalesce(sum(r.texts) FILTER (WHERE NOT (${now})), 0)::int AS before
       FROM ${this.from(TERMS)} r WHERE ${where} GROUP BY r.term
       HAVING coalesce(sum(r.texts) FILTER (WHERE ${now}), 0) >= ${Number(minNow)}
       ORDER BY 3 DESC, 1 LIMIT ${Number(limit)}`;
  }

  /** The words that decided each topic, with the texts they decided it in: topic, word, texts. */
  topicWordsSql(where: string): string {
    return `SELECT r.topic, r.word, sum(r.texts)::int AS texts FROM ${this.from(TOPIC_WORDS)} r WHERE ${where} GROUP BY 1, 2`;
  }
}

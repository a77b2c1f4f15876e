import { type SurveyType } from '@voc/contracts';
import { formatBangkokDate } from './bangkok-time';
import {
  COMMENT_TOPICS,
  type CommentSentiment,
  type CommentTopic,
  COMPLAINT_FEELINGS,
  EMOJI,
  MIXED_OPENINGS,
  ONE_WORD_ANSWERS,
  PARTICLES,
  SAME_LEANING_JOINS,
  TURNING_JOINS,
} from './comment-phrases';
import { compilePhrase, type CompiledPhrase, renderPhrase } from './comment-slots';
import { PLANTED_TRENDS, spikeDealerIndex, type TrendPlace } from './comment-trends';
import { stretched, withTypo } from './comment-typos';
import { dealerRegion } from './dealer-regions';
import { pick, type Random, randomFor, weighted } from './seeded-random';

/**
 * A customer's free-text comment, composed from the stand-in's phrase bank: 1-3 topic clauses
 * joined as Thai customers join them (และ, แล้วก็, แต่, เพราะ), the mix of complaint and praise
 * following the score (detractors complain, promoters praise, passives both), with the noise of
 * real answers: empty and one-word answers, polite particles, emoji, held-down letters, Thai
 * digits and typing slips. Complaint topics follow the planted trends of comment-trends.ts.
 */
export interface ComposedComment {
  text: string;
  /** Topic ids of the clauses, in order (none for empty and one-word answers). */
  topics: string[];
  shape: 'empty' | 'one-word' | 'clauses';
}

export interface CommentOccasion {
  type: SurveyType;
  score: number;
  /** The customer's title (นาย, นาง, นางสาว, คุณ): a man ends with ครับ, a woman with ค่ะ. */
  title: string;
  dealerIndex: number;
  visitDay: number;
}

interface CompiledTopic {
  id: string;
  sentiment: CommentSentiment;
  phrases: CompiledPhrase[];
}

function compileTopics(topics: readonly CommentTopic[]): CompiledTopic[] {
  return topics.map((t) => ({ id: t.id, sentiment: t.sentiment, phrases: t.phrases.map(compilePhrase) }));
}

/** Topics with their cumulative weights, for one pick with one draw and a short scan. */
interface TopicTable {
  topics: CompiledTopic[];
  cumulative: number[];
}

function tableOf(topics: readonly CommentTopic[], weights: readonly number[]): TopicTable {
  let sum = 0;
  return { topics: compileTopics(topics), cumulative: weights.map((w) => (sum += w)) };
}

function pickTopic(random: Random, table: TopicTable): CompiledTopic {
  const roll = random() * table.cumulative[table.cumulative.length - 1];
  let i = 0;
  while (i < table.cumulative.length - 1 && table.cumulative[i] <= roll) i++;
  return table.topics[i];
}

const PRAISE_TABLES: Record<SurveyType, TopicTable> = {
  service: tableOf(COMMENT_TOPICS.service.praise, COMMENT_TOPICS.service.praise.map((t) => t.weight)),
  showroom: tableOf(COMMENT_TOPICS.showroom.praise, COMMENT_TOPICS.showroom.praise.map((t) => t.weight)),
};

/** Complaint tables by type, region, month and spike, built on first use (a few hundred at most). */
const complaintTables = new Map<number, TopicTable>();

function complaintTable(type: SurveyType, place: TrendPlace, spikeDealer: number): TopicTable {
  const spike = place.dealerIndex === spikeDealer;
  // Every dealer of a region but the spike dealer reads the same table, so the key says "spike or
  // not" and the factors see the dealer only through that.
  const key = (((place.year * 12 + place.month) * 8 + place.region) * 2 + (spike ? 1 : 0)) * 2 + (type === 'service' ? 1 : 0);
  let table = complaintTables.get(key);
  if (!table) {
    const topics = COMMENT_TOPICS[type].complaints;
    table = tableOf(
      topics,
      topics.map((t) => PLANTED_TRENDS.reduce((w, trend) => (trend.topic === t.id ? w * trend.factor(place, spikeDealer) : w), t.weight)),
    );
    complaintTables.set(key, table);
  }
  return table;
}

const spikeDealers = new Map<number, number>();
function spikeDealerOf(seed: number): number {
  let dealer = spikeDealers.get(seed);
  if (dealer === undefined) spikeDealers.set(seed, (dealer = spikeDealerIndex(seed)));
  return dealer;
}

type Leaning = 'low' | 'middle' | 'high';
const leaningOf = (score: number): Leaning => (score <= 6 ? 'low' : score <= 8 ? 'middle' : 'high');

/** Share of empty answers, of one-word answers, and of praise among clauses, by leaning. */
const MIX: Record<Leaning, { empty: number; oneWord: number; praise: number }> = {
  low: { empty: 0.1, oneWord: 0.07, praise: 0.1 },
  middle: { empty: 0.42, oneWord: 0.12, praise: 0.45 },
  high: { empty: 0.45, oneWord: 0.12, praise: 0.9 },
};

const ONE_WORD_KIND: Record<Leaning, ReadonlyArray<readonly ['praise' | 'neutral' | 'complaint', number]>> = {
  low: [['complaint', 7], ['neutral', 3]],
  middle: [['neutral', 6], ['praise', 4]],
  high: [['praise', 3], ['neutral', 1]],
};

const CLAUSES: ReadonlyArray<readonly [number, number]> = [[1, 50], [2, 35], [3, 15]];

function particle(random: Random, title: string): string {
  const male = title === 'นาย' || (title === 'คุณ' && random() < 0.5);
  return pick(random, male ? PARTICLES.male : PARTICLES.female);
}

/** Year and month (year * 12 + month - 1) of each visit day seen, read once from its date text. */
const monthsOfDays = new Map<number, number>();

function trendPlace(dealerIndex: number, visitDay: number): TrendPlace {
  let months = monthsOfDays.get(visitDay);
  if (months === undefined) {
    if (monthsOfDays.size >= 4096) monthsOfDays.clear();
    const day = formatBangkokDate(visitDay);
    monthsOfDays.set(visitDay, (months = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1));
  }
  return { region: dealerRegion(dealerIndex), dealerIndex, year: Math.floor(months / 12), month: (months % 12) + 1 };
}

export function composeComment(random: Random, seed: number, o: CommentOccasion): ComposedComment {
  const leaning = leaningOf(o.score);
  const mix = MIX[leaning];
  const roll = random();
  if (roll < mix.empty) return { text: '', topics: [], shape: 'empty' };
  if (roll < mix.empty + mix.oneWord) return { text: pick(random, ONE_WORD_ANSWERS[weighted(random, ONE_WORD_KIND[leaning])]), topics: [], shape: 'one-word' };

  const complaints = complaintTable(o.type, trendPlace(o.dealerIndex, o.visitDay), spikeDealerOf(seed));
  const praises = PRAISE_TABLES[o.type];
  const count = weighted(random, CLAUSES);
  const chosen: CompiledTopic[] = [];
  for (let i = 0; i < count; i++) {
    const table = random() < mix.praise ? praises : complaints;
    let topic = pickTopic(random, table);
    if (chosen.includes(topic)) topic = pickTopic(random, table);
    if (!chosen.includes(topic)) chosen.push(topic);
  }
  // A detractor opens with the complaint, a promoter with the praise; "แต่" turns between them.
  const first: CommentSentiment = leaning === 'low' ? 'complaint' : leaning === 'high' ? 'praise' : random() < 0.5 ? 'praise' : 'complaint';
  chosen.sort((a, b) => (a.sentiment === b.sentiment ? 0 : a.sentiment === first ? -1 : 1));

  let text = '';
  if (chosen[0].sentiment === 'complaint') {
    if (leaning === 'low' && random() < 0.25) text = `${pick(random, COMPLAINT_FEELINGS)}${pick(random, [' เพราะ', ' เพราะว่า', ' '])}`;
    else if (leaning === 'middle' && random() < 0.3) text = `${pick(random, MIXED_OPENINGS)}${pick(random, TURNING_JOINS)}`;
  }
  chosen.forEach((topic, i) => {
    if (i > 0) text += pick(random, topic.sentiment === chosen[i - 1].sentiment ? SAME_LEANING_JOINS : TURNING_JOINS);
    let clause = renderPhrase(random, pick(random, topic.phrases));
    if (random() < 0.12) clause = stretched(random, clause);
    text += clause;
  });
  if (random() < 0.35) text += `${random() < 0.6 ? ' ' : ''}${particle(random, o.title)}`;
  if (random() < 0.18) {
    const mood = chosen.every((t) => t.sentiment === 'praise') ? 'praise' : chosen.every((t) => t.sentiment === 'complaint') ? 'complaint' : 'mixed';
    text += `${random() < 0.7 ? ' ' : ''}${pick(random, EMOJI[mood])}`;
  }
  if (random() < 0.15) text = withTypo(random, text);
  return { text, topics: chosen.map((t) => t.id), shape: 'clauses' };
}

const TYPE_CODE: Record<SurveyType, number> = { showroom: 1, service: 2 };

/** The comment of one completed case: the same case always gets the same words. */
export function surveyComment(seed: number, o: CommentOccasion & { n: number }): string {
  return composeComment(randomFor(seed, 5, TYPE_CODE[o.type], o.visitDay, o.dealerIndex, o.n), seed, o).text;
}

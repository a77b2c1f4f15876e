import type { TicketType } from '@voc/domain';
import { phraseTokens } from '../compile-phrase';
import { type CompiledPhrase, type PhraseMatch, PhraseMatcher } from '../phrase-matcher';
import { isNegated, type SentimentWord, sentimentText, sentimentWords } from '../polarity/polarity';
import { topicDefinition, type TopicKind, topicFitsTicketType } from './topic-definitions';
import { TOPIC_RULES } from './topic-rules';

export interface TopicHit {
  /** A TopicDefinition code. */
  topic: string;
  /** A phrase rule (data) or the trained classifier. */
  source: 'rule' | 'model';
  /** 0..1 */
  score: number;
  /** The normalised words or phrases that decided it (for highlights). */
  words: string[];
}

interface RuleValue {
  topic: string;
  topicKind: TopicKind;
  role: 'phrase' | 'subject';
}

/** A phrase counts a full weight, a subject with its sentiment word half of one. */
const PHRASE_WEIGHT = 1;
const SUBJECT_WEIGHT = 0.5;
/** Score from the summed weight: one phrase 0.7, two 0.91, one subject 0.45. */
const scoreOf = (weight: number) => Math.round((1 - 0.3 ** weight) * 1000) / 1000;

let matcher: PhraseMatcher<RuleValue> | undefined;

/** Built once, on first use: every phrase and subject of the rules, keyed by first token. */
function ruleMatcher(): PhraseMatcher<RuleValue> {
  if (matcher) return matcher;
  const entries = TOPIC_RULES.flatMap((rule): CompiledPhrase<RuleValue>[] => {
    const topicKind = topicDefinition(rule.topic)?.kind ?? 'complaint';
    return [
      ...rule.phrases.map((phrase) => ({ phrase, tokens: phraseTokens(phrase), value: { topic: rule.topic, topicKind, role: 'phrase' as const } })),
      ...(rule.subjects ?? []).map((phrase) => ({ phrase, tokens: phraseTokens(phrase), value: { topic: rule.topic, topicKind, role: 'subject' as const } })),
    ];
  });
  matcher = new PhraseMatcher(entries);
  return matcher;
}

export interface TopicReading {
  hits: TopicHit[];
  /** Positive and negative words of the comment (lexicon words, and complaint or praise phrases the lexicon does not cover). */
  positive: number;
  negative: number;
}

/** Highest score first, then by code (plain code-unit order: the codes are ASCII). */
export function byScoreThenTopic(a: TopicHit, b: TopicHit): number {
  return b.score - a.score || (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0);
}

class TopicTally {
  private readonly byTopic = new Map<string, { weight: number; words: string[] }>();
  private praiseTopics = 0;

  add(topic: string, weight: number, word: string, another?: string): void {
    let tally = this.byTopic.get(topic);
    if (!tally) {
      tally = { weight: 0, words: [] };
      this.byTopic.set(topic, tally);
      if (topic.startsWith('praise.')) this.praiseTopics++;
    }
    tally.weight += weight;
    if (!tally.words.includes(word)) tally.words.push(word);
    if (another !== undefined && !tally.words.includes(another)) tally.words.push(another);
  }

  hits(): TopicHit[] {
    if (this.byTopic.size === 0) return [];
    // "General" praise is praise no more specific topic took.
    if (this.praiseTopics > 1) this.byTopic.delete(SHARED_TOPIC);
    const hits: TopicHit[] = [];
    for (const [topic, { weight, words }] of this.byTopic) hits.push({ topic, source: 'rule', score: scoreOf(weight), words });
    return hits.length > 1 ? hits.sort(byScoreThenTopic) : hits;
  }
}

/** How many words may stand between a subject and the sentiment word it takes ("อธิบาย ค่า ใช้ จ่าย ละเอียด"). */
const SUBJECT_REACH = 3;

/** "General" praise words ("ดี", "ประทับใจ") may go with any subject; other topics' phrases are their own. */
const SHARED_TOPIC = 'praise.general';

interface TopicSpan {
  topic: string;
  start: number;
  end: number;
}

function nearest(words: readonly SentimentWord[], start: number, end: number, taken: (word: SentimentWord) => boolean): SentimentWord | undefined {
  let best: SentimentWord | undefined;
  let bestDistance = SUBJECT_REACH + 1;
  for (const word of words) {
    if ((word.start < end && word.end > start) || taken(word)) continue;
    // After the subject first ("พนักงาน ดี"), then before it ("ดี ที่ พนักงาน").
    const distance = word.start >= end ? word.start - end : start - word.end + 0.5;
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The topics of a comment's clauses (contentClauses) by the phrase rules, and its positive and
 * negative words. Topics of the other kind of visit are left out when the ticket type is given.
 */
export function readTopics(clauses: readonly (readonly string[])[], ticketType?: TicketType): TopicReading {
  const tally = new TopicTally();
  let positive = 0;
  let negative = 0;
  for (const clause of clauses) {
    const sentiment = sentimentWords(clause);
    const matches = ruleMatcher().all(clause);
    if (matches.length === 0) {
      for (const word of sentiment) {
        if (word.sign > 0) positive++;
        else negative++;
      }
      continue;
    }
    const phrases = matches.filter((match) => match.entry.value.role === 'phrase' && !isNegated(match, clause));
    // Only the phrases of this kind of visit name topics: a showroom phrase neither swallows nor takes a service one.
    const fitting = phrases.filter((match) => topicFitsTicketType(match.entry.value.topic, ticketType));
    // A phrase inside a longer one is the longer one's ("รอ อะไหล่ นาน" is waiting for parts, not the "นาน" of waiting time).
    const within = (among: readonly PhraseMatch<RuleValue>[], match: PhraseMatch<RuleValue>) =>
      among.some((other) => other.start <= match.start && other.end >= match.end && other.end - other.start > match.end - match.start);
    const inside = (match: PhraseMatch<RuleValue>) => within(fitting, match);
    const spans: TopicSpan[] = [];
    for (const match of fitting) {
      if (inside(match)) continue;
      const { topic } = match.entry.value;
      if (topic !== SHARED_TOPIC) spans.push({ topic, start: match.start, end: match.end });
      tally.add(topic, PHRASE_WEIGHT, clause.slice(match.start, match.end).join(' '));
    }
    for (const match of phrases) {
      if (within(phrases, match)) continue;
      const { topicKind } = match.entry.value;
      // A complaint or praise phrase the lexicon has no word of is a sentiment word of its own.
      if (!sentiment.some((word) => word.start < match.end && word.end > match.start)) {
        sentiment.push({ sign: topicKind === 'praise' ? 1 : -1, start: match.start, end: match.end });
      }
    }
    for (const match of matches) {
      const { topic, topicKind, role } = match.entry.value;
      if (role !== 'subject' || !topicFitsTicketType(topic, ticketType)) continue;
      if (inside(match)) continue;
      // A subject does not borrow the sentiment of another topic's phrase: in "เซลส์ไม่ติดต่อกลับ"
      // the complaint is the call-back (A03), not the salesman's courtesy (A01).
      const taken = (word: SentimentWord) => spans.some((span) => span.topic !== topic && span.start < word.end && span.end > word.start);
      const word = nearest(sentiment, match.start, match.end, taken);
      if (!word || (word.sign > 0) !== (topicKind === 'praise')) continue;
      tally.add(topic, SUBJECT_WEIGHT, clause.slice(match.start, match.end).join(' '), sentimentText(clause, word));
    }
    for (const word of sentiment) {
      if (word.sign > 0) positive++;
      else negative++;
    }
  }
  return { hits: tally.hits(), positive, negative };
}

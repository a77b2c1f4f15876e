import type { TicketType } from '@voc/domain';
import { phraseTokens } from '../compile-phrase';
import { type CompiledPhrase, LongestAndAllMatcher, type PhraseMatch } from '../phrase-matcher';
import { isNegated, lexiconEntries, type SentimentWord, sentimentText, sentimentWord, type Sign } from '../polarity/polarity';
import { topicDefinition, type TopicKind } from './topic-definitions';
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
  /** The topic's kind of visit (topicFitsTicketType's, read once with the rules); null for a code no topic has. */
  visit: TicketType | 'both' | null;
}

/** topicFitsTicketType of the rule's topic, without its Map lookup a match. */
function fits(value: RuleValue, ticketType: TicketType | undefined): boolean {
  return value.visit !== null && (ticketType === undefined || value.visit === 'both' || value.visit === ticketType);
}

/** A phrase counts a full weight, a subject with its sentiment word half of one. */
const PHRASE_WEIGHT = 1;
const SUBJECT_WEIGHT = 0.5;
/** Score from the summed weight: one phrase 0.7, two 0.91, one subject 0.45. */
const scoreOf = (weight: number) => Math.round((1 - 0.3 ** weight) * 1000) / 1000;

let matcher: LongestAndAllMatcher<Sign, RuleValue> | undefined;

/**
 * Built once, on first use: the polarity lexicon's words and every phrase and subject of the
 * rules in one trie keyed by token, so that a clause is walked once for both (sentimentWords'
 * words, and every rule match).
 */
function clauseMatcher(): LongestAndAllMatcher<Sign, RuleValue> {
  if (matcher) return matcher;
  const entries = TOPIC_RULES.flatMap((rule): CompiledPhrase<RuleValue>[] => {
    const definition = topicDefinition(rule.topic);
    const topicKind = definition?.kind ?? 'complaint';
    const visit = definition?.ticketType ?? null;
    return [
      ...rule.phrases.map((phrase) => ({ phrase, tokens: phraseTokens(phrase), value: { topic: rule.topic, topicKind, role: 'phrase' as const, visit } })),
      ...(rule.subjects ?? []).map((phrase) => ({ phrase, tokens: phraseTokens(phrase), value: { topic: rule.topic, topicKind, role: 'subject' as const, visit } })),
    ];
  });
  matcher = new LongestAndAllMatcher(lexiconEntries(), entries);
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

type RuleMatch = PhraseMatch<RuleValue>;

/** Whether `match` lies inside a longer match of `among`. */
function within(among: readonly RuleMatch[], match: RuleMatch): boolean {
  const length = match.end - match.start;
  for (const other of among) if (other.start <= match.start && other.end >= match.end && other.end - other.start > length) return true;
  return false;
}

/** Whether a sentiment word lies on a span of a topic other than `topic`. */
function takenByAnother(spans: readonly RuleMatch[] | undefined, topic: string, word: SentimentWord): boolean {
  if (!spans) return false;
  for (const span of spans) if (span.entry.value.topic !== topic && span.start < word.end && span.end > word.start) return true;
  return false;
}

/** The sentiment word nearest a subject at [start, end) within SUBJECT_REACH, not on it and not taken by another topic's phrase (takenByAnother). */
function nearest(words: readonly SentimentWord[], start: number, end: number, spans: readonly RuleMatch[] | undefined, topic: string): SentimentWord | undefined {
  let best: SentimentWord | undefined;
  let bestDistance = SUBJECT_REACH + 1;
  for (const word of words) {
    if ((word.start < end && word.end > start) || takenByAnother(spans, topic, word)) continue;
    // After the subject first ("พนักงาน ดี"), then before it ("ดี ที่ พนักงาน").
    const distance = word.start >= end ? word.start - end : start - word.end + 0.5;
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}

/** clause[start..end) joined by one space, as the highlights show it (one word: the word itself, no new string). */
function wordsOf(clause: readonly string[], start: number, end: number): string {
  let text = clause[start];
  for (let i = start + 1; i < end; i++) text += ' ' + clause[i];
  return text;
}

/**
 * The topics of a comment's clauses (contentClauses) by the phrase rules, and its positive and
 * negative words. Topics of the other kind of visit are left out when the ticket type is given.
 */
export function readTopics(clauses: readonly (readonly string[])[], ticketType?: TicketType): TopicReading {
  const tally = new TopicTally();
  const phrases = clauseMatcher();
  let positive = 0;
  let negative = 0;
  for (const clause of clauses) {
    const sentiment: SentimentWord[] = [];
    const matches: RuleMatch[] = [];
    phrases.read(clause, sentimentWord, sentiment, matches);
    if (matches.length > 0) readClause(clause, matches, sentiment, ticketType, tally);
    for (const word of sentiment) {
      if (word.sign > 0) positive++;
      else negative++;
    }
  }
  return { hits: tally.hits(), positive, negative };
}

/** One clause's topics into the tally; its complaint and praise phrases the lexicon has no word of join its sentiment words. */
function readClause(clause: readonly string[], matches: readonly RuleMatch[], sentiment: SentimentWord[], ticketType: TicketType | undefined, tally: TopicTally): void {
  const phrases: RuleMatch[] = [];
  // Only the phrases of this kind of visit name topics: a showroom phrase neither swallows nor takes a service one.
  const fitting: RuleMatch[] = [];
  for (const match of matches) {
    if (match.entry.value.role !== 'phrase' || isNegated(match, clause)) continue;
    phrases.push(match);
    if (fits(match.entry.value, ticketType)) fitting.push(match);
  }
  // A phrase inside a longer one is the longer one's ("รอ อะไหล่ นาน" is waiting for parts, not the "นาน" of waiting time).
  // The spans of the phrases that named a topic other than general praise.
  let spans: RuleMatch[] | undefined;
  for (const match of fitting) {
    if (within(fitting, match)) continue;
    const { topic } = match.entry.value;
    if (topic !== SHARED_TOPIC) (spans ??= []).push(match);
    tally.add(topic, PHRASE_WEIGHT, wordsOf(clause, match.start, match.end));
  }
  for (const match of phrases) {
    if (within(phrases, match)) continue;
    // A complaint or praise phrase the lexicon has no word of is a sentiment word of its own.
    let covered = false;
    for (const word of sentiment) if (word.start < match.end && word.end > match.start) covered = true;
    if (!covered) sentiment.push({ sign: match.entry.value.topicKind === 'praise' ? 1 : -1, start: match.start, end: match.end });
  }
  for (const match of matches) {
    const value = match.entry.value;
    if (value.role !== 'subject' || !fits(value, ticketType) || within(fitting, match)) continue;
    // A subject does not borrow the sentiment of another topic's phrase: in "เซลส์ไม่ติดต่อกลับ"
    // the complaint is the call-back (A03), not the salesman's courtesy (A01).
    const word = nearest(sentiment, match.start, match.end, spans, value.topic);
    if (!word || (word.sign > 0) !== (value.topicKind === 'praise')) continue;
    tally.add(value.topic, SUBJECT_WEIGHT, wordsOf(clause, match.start, match.end), sentimentText(clause, word));
  }
}

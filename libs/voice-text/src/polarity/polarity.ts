import type { NpsBand } from '@voc/domain';
import { phraseTokens } from '../compile-phrase';
import { isNegation } from '../negation';
import { type CompiledPhrase, type PhraseMatch, PhraseMatcher } from '../phrase-matcher';
import { NEGATIVE_WORDS, POSITIVE_WORDS } from './polarity-lexicon';

export type NpsBandName = NpsBand;
export type Polarity = 'negative' | 'neutral' | 'positive';

/** +1 positive, -1 negative. */
export type Sign = 1 | -1;

let lexicon: PhraseMatcher<Sign> | undefined;

/** The lexicon's words cut like a comment, positive then negative (their order decides among equals). */
export function lexiconEntries(): CompiledPhrase<Sign>[] {
  return [
    ...POSITIVE_WORDS.map((phrase) => ({ phrase, tokens: phraseTokens(phrase), value: 1 as const })),
    ...NEGATIVE_WORDS.map((phrase) => ({ phrase, tokens: phraseTokens(phrase), value: -1 as const })),
  ];
}

/** Built once, on first use. */
function lexiconMatcher(): PhraseMatcher<Sign> {
  lexicon ??= new PhraseMatcher<Sign>(lexiconEntries());
  return lexicon;
}

export interface SentimentWord {
  /** Its words are clause[start..end), negation included ("ไม่ ดี"): joined only when shown (sentimentText), most never are. */
  sign: Sign;
  start: number;
  end: number;
}

/** Whether the match stands right after a negation that it does not itself begin with. */
export function isNegated(match: PhraseMatch<unknown>, clause: readonly string[]): boolean {
  return match.start > 0 && isNegation(clause[match.start - 1]) && !isNegation(clause[match.start]);
}

/** A lexicon word found in a clause as its SentimentWord: the sign after negation, the negation inside. */
export function sentimentWord(entry: CompiledPhrase<Sign>, start: number, end: number, clause: readonly string[]): SentimentWord {
  const negated = start > 0 && isNegation(clause[start - 1]) && !isNegation(clause[start]);
  return { sign: (negated ? -entry.value : entry.value) as Sign, start: negated ? start - 1 : start, end };
}

/** The lexicon's words in one clause, each with its sign after negation (readTopics finds them in its own walk over the clause). */
export function sentimentWords(clause: readonly string[]): SentimentWord[] {
  return lexiconMatcher().longestInto(clause, sentimentWord, []);
}

/** A sentiment word's words as they stand in its clause, one space apart ("ไม่ ดี"). */
export function sentimentText(clause: readonly string[], word: SentimentWord): string {
  return clause.slice(word.start, word.end).join(' ');
}

/**
 * The comment's polarity from its count of positive and negative words. The words decide when
 * they lean one way only. When they are silent or mixed (both kinds), the NPS band decides
 * (Top2Box positive, Bottom6 negative, passive neutral); without a band a mixed comment goes the
 * way most of its words go, neutral on a tie.
 */
export function polarityOf(positive: number, negative: number, npsBand?: NpsBandName): Polarity {
  if (positive > 0 && negative === 0) return 'positive';
  if (negative > 0 && positive === 0) return 'negative';
  if (npsBand === 'top2box') return 'positive';
  if (npsBand === 'bottom6') return 'negative';
  if (npsBand === 'passive') return 'neutral';
  if (positive > negative) return 'positive';
  return negative > positive ? 'negative' : 'neutral';
}

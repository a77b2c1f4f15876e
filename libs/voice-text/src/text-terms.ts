import { joinNegations } from './negation';
import { segmentClauses } from './segment-words';
import { removeStopWords } from './stop-words';

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/**
 * A normalised text's content words, clause by clause: segmented, negations joined ("ไม่ได้"),
 * stop words and bare numbers removed. Phrase rules, the polarity lexicon and bigrams read these.
 */
export function contentClauses(normalised: string): string[][] {
  const clauses: string[][] = [];
  for (const clause of segmentClauses(normalised)) {
    const content = removeStopWords(joinNegations(clause));
    if (content.length > 0) clauses.push(content);
  }
  return clauses;
}

/** Neighbouring content words of one clause joined by one space ("ไม่ เย็น", "รอ นาน"); none with an emoji. */
export function bigrams(clauses: readonly (readonly string[])[]): string[] {
  const pairs: string[] = [];
  for (const clause of clauses) {
    for (let i = 1; i < clause.length; i++) {
      if (EMOJI.test(clause[i - 1]) || EMOJI.test(clause[i])) continue;
      pairs.push(`${clause[i - 1]} ${clause[i]}`);
    }
  }
  return pairs;
}

/** Distinct words and bigrams, in order of first appearance: what reports count and the classifier reads. */
export function termsOf(clauses: readonly (readonly string[])[]): string[] {
  const terms = new Set<string>();
  for (const clause of clauses) for (const token of clause) terms.add(token);
  for (const pair of bigrams(clauses)) terms.add(pair);
  return [...terms];
}

import { readClauses } from './segment-words';

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Emoji start past U+2000; a Thai or Latin word does not. */
const isEmoji = (token: string) => token.charCodeAt(0) >= 0x2000 && EMOJI.test(token);

/**
 * A normalised text's content words, clause by clause: segmented, negations joined ("ไม่ได้"),
 * stop words and bare numbers removed. Phrase rules, the polarity lexicon and bigrams read these.
 */
export function contentClauses(normalised: string): string[][] {
  return readClauses(normalised, true);
}

/** Neighbouring content words of one clause joined by one space ("ไม่ เย็น", "รอ นาน"); none with an emoji. */
export function bigrams(clauses: readonly (readonly string[])[]): string[] {
  const pairs: string[] = [];
  for (const clause of clauses) {
    for (let i = 1; i < clause.length; i++) {
      if (isEmoji(clause[i - 1]) || isEmoji(clause[i])) continue;
      pairs.push(`${clause[i - 1]} ${clause[i]}`);
    }
  }
  return pairs;
}

/** Distinct words and bigrams, in order of first appearance: what reports count and the classifier reads. */
export function termsOf(clauses: readonly (readonly string[])[]): string[] {
  const terms = new Set<string>();
  for (const clause of clauses) for (const token of clause) terms.add(token);
  for (const clause of clauses) {
    for (let i = 1; i < clause.length; i++) if (!isEmoji(clause[i - 1]) && !isEmoji(clause[i])) terms.add(`${clause[i - 1]} ${clause[i]}`);
  }
  return [...terms];
}

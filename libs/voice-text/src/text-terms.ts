import { isNegation } from './negation';
import { readClauses } from './segment-words';
import { isFormulaWord } from './stop-words';

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

/** A bigram is counted unless it holds an emoji, or a formula word beside anything but a negation ("ลูกค้า แจ้ง" no, "ไม่ แจ้ง" yes). */
function countedPair(first: string, second: string, firstFormula: boolean, secondFormula: boolean): boolean {
  if (isEmoji(first) || isEmoji(second)) return false;
  if (firstFormula) return !secondFormula && isNegation(second);
  return !secondFormula || isNegation(first);
}

/**
 * Distinct words and bigrams, in order of first appearance: what reports count and the classifier
 * reads. Words of the staff's reporting formula (stop-words FORMULA_WORDS) are left out alone and
 * in bigrams, unless beside a negation.
 */
export function termsOf(clauses: readonly (readonly string[])[]): string[] {
  const terms = new Set<string>();
  for (const clause of clauses) for (const token of clause) if (!isFormulaWord(token)) terms.add(token);
  for (const clause of clauses) {
    let previousFormula = clause.length > 0 && isFormulaWord(clause[0]);
    for (let i = 1; i < clause.length; i++) {
      const formula = isFormulaWord(clause[i]);
      if (countedPair(clause[i - 1], clause[i], previousFormula, formula)) terms.add(`${clause[i - 1]} ${clause[i]}`);
      previousFormula = formula;
    }
  }
  return [...terms];
}

import { normaliseText } from './normalise-text';
import { contentClauses } from './text-terms';

/** A phrase of the rule or lexicon data, cut into tokens exactly as a comment is (one clause). */
export function phraseTokens(phrase: string): string[] {
  return contentClauses(normaliseText(phrase)).flat();
}

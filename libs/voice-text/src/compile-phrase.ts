import { joinNegations } from './negation';
import { normaliseText } from './normalise-text';
import { segmentWords } from './segment-words';
import { removeStopWords } from './stop-words';

/** A phrase of the rule or lexicon data, cut into tokens exactly as a comment's clause is. */
export function phraseTokens(phrase: string): string[] {
  return removeStopWords(joinNegations(segmentWords(normaliseText(phrase))));
}

import type { TicketType } from '@voc/domain';
import type { CategoryModel } from './classifier/category-model';
import { suggestFromTerms } from './classifier/suggest-categories';
import { normaliseText } from './normalise-text';
import { type NpsBandName, type Polarity, polarityOf } from './polarity/polarity';
import { byScoreThenTopic, readTopics, type TopicHit } from './topics/read-topics';
import { contentClauses, termsOf } from './text-terms';

export interface TextAnalysis {
  /** NFC, Thai digits → Arabic, repeated letters squeezed, Latin lower-case. */
  normalised: string;
  /** Word tokens after stop words (emoji kept as tokens), in order. */
  tokens: string[];
  /** Distinct tokens and bigrams joined by one space ("ไม่ เย็น"), for counting. */
  terms: string[];
  /** Ordered by score, highest first; may be empty. */
  topics: TopicHit[];
  polarity: Polarity;
}

export interface AnalyseOptions {
  npsBand?: NpsBandName;
  model?: CategoryModel;
  ticketType?: TicketType;
}

/** A model's suggestion becomes a topic only when it is more likely than all others together. */
const MODEL_MIN_PROBABILITY = 0.5;

/**
 * Everything the reports need from one comment. Never throws: empty, hostile or huge text gives
 * an analysis (possibly empty).
 *
 * The trained classifier (when given) adds the complaint category it finds most probable when the
 * comment is not positive (it learnt from complaints: asked about praise it would still name a
 * complaint) and no rule already named it.
 */
export function analyseText(text: string, options: AnalyseOptions = {}): TextAnalysis {
  const normalised = normaliseText(typeof text === 'string' ? text : '');
  const clauses = contentClauses(normalised);
  const tokens: string[] = [];
  for (const clause of clauses) for (const token of clause) tokens.push(token);
  const terms = termsOf(clauses);
  const reading = readTopics(clauses, options.ticketType);
  const polarity = polarityOf(reading.positive, reading.negative, options.npsBand);
  // hits() answers a list of its own: added to in place.
  const topics = reading.hits;
  if (options.model && polarity !== 'positive') {
    const [best] = suggestFromTerms(options.model, terms, options.ticketType, 1, MODEL_MIN_PROBABILITY);
    if (best && best.probability >= MODEL_MIN_PROBABILITY && !topics.some((hit) => hit.topic === best.code)) {
      topics.push({ topic: best.code, source: 'model', score: best.probability, words: best.words });
      topics.sort(byScoreThenTopic);
    }
  }
  return { normalised, tokens, terms, topics, polarity };
}

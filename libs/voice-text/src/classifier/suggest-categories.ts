import type { TicketType } from '@voc/domain';
import { type CategoryModel, textTerms } from './category-model';

export interface CategorySuggestion {
  code: string;
  /** Posterior probability among the ticket type's categories, 0..1. */
  probability: number;
  /** The text's terms with the highest log-likelihood ratio for this category (at most 5). */
  words: string[];
}

/**
 * A model's numbers for one ticket type, laid out for reading a text fast: a term's row number,
 * and per row n numbers (one a class, in class order) in two flat vectors:
 * - logLikelihood: log P(term | class), Laplace-smoothed (a class that never saw the term has its count 0 + 1);
 * - ratio: log P(term | class) − log P(term | not class): how much the term points to the class.
 */
interface CompiledType {
  codes: string[];
  n: number;
  logPriors: Float64Array;
  rows: Map<string, number>;
  logLikelihood: Float64Array;
  ratio: Float64Array;
  /** Scratch of one call (suggestFromTerms is synchronous: never two at once): the class scores, the known terms' rows. */
  scores: Float64Array;
  known: number[];
}

const WORDS_PER_SUGGESTION = 5;
const compiled = new WeakMap<CategoryModel, Map<TicketType | 'all', CompiledType>>();

/**
 * The model's counts turned into rows of log-likelihoods and ratios, once per model object and
 * ticket type: a text then costs one Map lookup a term and one row sum a known term.
 */
function compile(model: CategoryModel, ticketType: TicketType | undefined): CompiledType {
  const key = ticketType ?? 'all';
  let byType = compiled.get(model);
  if (!byType) {
    byType = new Map();
    compiled.set(model, byType);
  }
  const cached = byType.get(key);
  if (cached) return cached;
  const classes = model.classes.filter((c) => ticketType === undefined || c.ticketType === ticketType);
  const n = classes.length;
  const documents = classes.reduce((sum, c) => sum + c.documents, 0);
  const termTotal = classes.reduce((sum, c) => sum + c.termTotal, 0);
  const v = Math.max(1, model.vocabulary);
  const logDenominator = classes.map((c) => Math.log(c.termTotal + v));
  const otherLogDenominator = classes.map((c) => Math.log(termTotal - c.termTotal + v));
  const counts = new Map<string, Float64Array>();
  classes.forEach((c, i) => {
    for (const [term, count] of c.terms) {
      let vector = counts.get(term);
      if (!vector) {
        vector = new Float64Array(n);
        counts.set(term, vector);
      }
      vector[i] = count;
    }
  });
  const rows = new Map<string, number>();
  const logLikelihood = new Float64Array(counts.size * n);
  const ratio = new Float64Array(counts.size * n);
  for (const [term, vector] of counts) {
    const at = rows.size * n;
    rows.set(term, rows.size);
    const total = vector.reduce((sum, x) => sum + x, 0);
    for (let i = 0; i < n; i++) {
      const ll = Math.log(vector[i] + 1) - logDenominator[i];
      logLikelihood[at + i] = ll;
      ratio[at + i] = ll - (Math.log(total - vector[i] + 1) - otherLogDenominator[i]);
    }
  }
  const result: CompiledType = {
    codes: classes.map((c) => c.code),
    n,
    logPriors: Float64Array.from(classes, (c) => Math.log(c.documents / documents)),
    rows,
    logLikelihood,
    ratio,
    scores: new Float64Array(n),
    known: [],
  };
  byType.set(key, result);
  return result;
}

/** The text's known terms that point to class i (ratio > 0), at most WORDS_PER_SUGGESTION, highest ratio first (then by term). */
function wordsFor(type: CompiledType, terms: readonly string[], known: readonly number[], knownTerms: readonly number[], i: number): string[] {
  const best: Array<{ term: string; ratio: number }> = [];
  for (let j = 0; j < known.length; j++) {
    const ratio = type.ratio[known[j] * type.n + i];
    if (!(ratio > 0)) continue;
    const term = terms[knownTerms[j]];
    // Insertion into the kept few, in the order a full sort would give them.
    let at = best.length;
    while (at > 0 && (best[at - 1].ratio < ratio || (best[at - 1].ratio === ratio && best[at - 1].term > term))) at--;
    if (at >= WORDS_PER_SUGGESTION) continue;
    best.splice(at, 0, { term, ratio });
    if (best.length > WORDS_PER_SUGGESTION) best.pop();
  }
  return best.map((r) => r.term);
}

/**
 * Suggestions from a text's terms (textTerms); analyseText passes the terms it already has, and
 * asks only for a suggestion at least minProbability likely (the others' words are not worked out).
 */
export function suggestFromTerms(model: CategoryModel, terms: readonly string[], ticketType: TicketType | undefined, k = 3, minProbability = 0): CategorySuggestion[] {
  const limit = Number.isFinite(k) ? Math.max(0, Math.floor(k)) : 3;
  if (limit === 0 || !model || !Array.isArray(model.classes) || model.classes.length === 0) return [];
  const type = compile(model, ticketType);
  const n = type.n;
  if (n === 0) return [];
  // The rows of the known terms, and where each term stands in `terms` (for its words).
  const known = type.known;
  known.length = 0;
  const knownTerms: number[] = [];
  for (let t = 0; t < terms.length; t++) {
    const row = type.rows.get(terms[t]);
    if (row !== undefined) {
      known.push(row);
      knownTerms.push(t);
    }
  }
  if (known.length === 0) return [];
  const scores = type.scores;
  const { logPriors, logLikelihood } = type;
  for (let i = 0; i < n; i++) scores[i] = logPriors[i];
  // Term by term, in the text's order (the sums' rounding as it always was).
  for (const row of known) {
    const at = row * n;
    for (let i = 0; i < n; i++) scores[i] += logLikelihood[at + i];
  }
  let max = -Infinity;
  for (let i = 0; i < n; i++) if (scores[i] > max) max = scores[i];
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.exp(scores[i] - max);
  // The best class alone when one is asked for (analyseText): no sort.
  let order: number[];
  if (limit === 1) {
    let best = 0;
    for (let i = 1; i < n; i++) if (scores[i] > scores[best]) best = i;
    order = [best];
  } else {
    order = Array.from({ length: n }, (_, i) => i)
      .sort((a, b) => scores[b] - scores[a] || (type.codes[a] < type.codes[b] ? -1 : 1))
      .slice(0, limit);
  }
  const suggestions: CategorySuggestion[] = [];
  for (const i of order) {
    const probability = Math.exp(scores[i] - max) / sum;
    if (probability < minProbability) continue;
    suggestions.push({ code: type.codes[i], probability: Math.round(probability * 10000) / 10000, words: wordsFor(type, terms, known, knownTerms, i) });
  }
  return suggestions;
}

/** The k most probable complaint categories of the ticket type for a text, each with the words that point to it. */
export function suggestCategories(model: CategoryModel, text: string, ticketType: TicketType, k = 3): CategorySuggestion[] {
  return suggestFromTerms(model, textTerms(text), ticketType, k);
}

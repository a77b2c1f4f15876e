import type { TicketType } from '@voc/domain';
import { type CategoryModel, textTerms } from './category-model';

export interface CategorySuggestion {
  code: string;
  /** Posterior probability among the ticket type's categories, 0..1. */
  probability: number;
  /** The text's terms with the highest log-likelihood ratio for this category (at most 5). */
  words: string[];
}

/** A term's numbers for every class of the type, in class order. */
interface TermVectors {
  /** log P(term | class), Laplace-smoothed (a class that never saw the term has its count 0 + 1). */
  logLikelihood: Float64Array;
  /** log P(term | class) − log P(term | not class): how much the term points to the class. */
  ratio: Float64Array;
}

interface CompiledType {
  codes: string[];
  logPriors: Float64Array;
  terms: Map<string, TermVectors>;
}

const WORDS_PER_SUGGESTION = 5;
const compiled = new WeakMap<CategoryModel, Map<TicketType | 'all', CompiledType>>();

/**
 * The model's counts turned into per-term vectors of log-likelihoods and ratios, once per model
 * object and ticket type: a text then costs one Map lookup and one vector sum a known term.
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
  const terms = new Map<string, TermVectors>();
  for (const [term, vector] of counts) {
    const total = vector.reduce((sum, x) => sum + x, 0);
    const logLikelihood = new Float64Array(n);
    const ratio = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      logLikelihood[i] = Math.log(vector[i] + 1) - logDenominator[i];
      ratio[i] = logLikelihood[i] - (Math.log(total - vector[i] + 1) - otherLogDenominator[i]);
    }
    terms.set(term, { logLikelihood, ratio });
  }
  const result: CompiledType = {
    codes: classes.map((c) => c.code),
    logPriors: Float64Array.from(classes, (c) => Math.log(c.documents / documents)),
    terms,
  };
  byType.set(key, result);
  return result;
}

/**
 * Suggestions from a text's terms (textTerms); analyseText passes the terms it already has, and
 * asks only for a suggestion at least minProbability likely (the others' words are not worked out).
 */
export function suggestFromTerms(model: CategoryModel, terms: readonly string[], ticketType: TicketType | undefined, k = 3, minProbability = 0): CategorySuggestion[] {
  const limit = Number.isFinite(k) ? Math.max(0, Math.floor(k)) : 3;
  if (limit === 0 || !model || !Array.isArray(model.classes) || model.classes.length === 0) return [];
  const type = compile(model, ticketType);
  const n = type.codes.length;
  if (n === 0) return [];
  const known: TermVectors[] = [];
  const knownTerms: string[] = [];
  for (const term of terms) {
    const vectors = type.terms.get(term);
    if (vectors) {
      known.push(vectors);
      knownTerms.push(term);
    }
  }
  if (known.length === 0) return [];
  const scores = Float64Array.from(type.logPriors);
  for (const vectors of known) for (let i = 0; i < n; i++) scores[i] += vectors.logLikelihood[i];
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
  const probability = (i: number) => Math.exp(scores[i] - max) / sum;
  return order.filter((i) => probability(i) >= minProbability).map((i) => {
    const ratios = known
      .map((vectors, j) => ({ term: knownTerms[j], ratio: vectors.ratio[i] }))
      .filter((r) => r.ratio > 0)
      .sort((a, b) => b.ratio - a.ratio || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return { code: type.codes[i], probability: Math.round(probability(i) * 10000) / 10000, words: ratios.slice(0, WORDS_PER_SUGGESTION).map((r) => r.term) };
  });
}

/** The k most probable complaint categories of the ticket type for a text, each with the words that point to it. */
export function suggestCategories(model: CategoryModel, text: string, ticketType: TicketType, k = 3): CategorySuggestion[] {
  return suggestFromTerms(model, textTerms(text), ticketType, k);
}

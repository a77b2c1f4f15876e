import type { TicketType } from '@voc/domain';
import { type CategoryModel, textTerms } from './category-model';

export interface CategorySuggestion {
  code: string;
  /** Posterior probability among the ticket type's categories, 0..1. */
  probability: number;
  /** The text's terms with the highest log-likelihood ratio for this category (at most 5). */
  words: string[];
}

interface CompiledClass {
  code: string;
  logPrior: number;
  /** log of the Laplace denominator: termTotal + V */
  logDenominator: number;
  otherLogDenominator: number;
  counts: Map<string, number>;
}

interface CompiledType {
  classes: CompiledClass[];
  /** Count of each term over all classes of the type (for the "not this class" side of the ratio). */
  totals: Map<string, number>;
}

const WORDS_PER_SUGGESTION = 5;
const compiled = new WeakMap<CategoryModel, Map<TicketType | 'all', CompiledType>>();

/** The model's counts as Maps, built once per model object and ticket type. */
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
  const documents = classes.reduce((sum, c) => sum + c.documents, 0);
  const termTotal = classes.reduce((sum, c) => sum + c.termTotal, 0);
  const totals = new Map<string, number>();
  for (const c of classes) for (const [term, n] of c.terms) totals.set(term, (totals.get(term) ?? 0) + n);
  const v = Math.max(1, model.vocabulary);
  const result: CompiledType = {
    totals,
    classes: classes.map((c) => ({
      code: c.code,
      logPrior: Math.log(c.documents / documents),
      logDenominator: Math.log(c.termTotal + v),
      otherLogDenominator: Math.log(termTotal - c.termTotal + v),
      counts: new Map(c.terms),
    })),
  };
  byType.set(key, result);
  return result;
}

/** Suggestions from a text's terms (textTerms); analyseText passes the terms it already has. */
export function suggestFromTerms(model: CategoryModel, terms: readonly string[], ticketType: TicketType | undefined, k = 3): CategorySuggestion[] {
  const limit = Number.isFinite(k) ? Math.max(0, Math.floor(k)) : 3;
  if (limit === 0 || !model || !Array.isArray(model.classes) || model.classes.length === 0) return [];
  const type = compile(model, ticketType);
  if (type.classes.length === 0) return [];
  const known = terms.filter((term) => type.totals.has(term));
  if (known.length === 0) return [];
  const scored = type.classes.map((c) => {
    let logLikelihood = c.logPrior;
    for (const term of known) logLikelihood += Math.log((c.counts.get(term) ?? 0) + 1) - c.logDenominator;
    return { c, logLikelihood };
  });
  const max = Math.max(...scored.map((s) => s.logLikelihood));
  const sum = scored.reduce((total, s) => total + Math.exp(s.logLikelihood - max), 0);
  return scored
    .map(({ c, logLikelihood }) => ({ c, probability: Math.exp(logLikelihood - max) / sum }))
    .sort((a, b) => b.probability - a.probability || a.c.code.localeCompare(b.c.code))
    .slice(0, limit)
    .map(({ c, probability }) => {
      const ratios = known
        .map((term) => {
          const here = c.counts.get(term) ?? 0;
          const elsewhere = (type.totals.get(term) ?? 0) - here;
          return { term, ratio: Math.log(here + 1) - c.logDenominator - (Math.log(elsewhere + 1) - c.otherLogDenominator) };
        })
        .filter((r) => r.ratio > 0)
        .sort((a, b) => b.ratio - a.ratio || a.term.localeCompare(b.term));
      return { code: c.code, probability: Math.round(probability * 10000) / 10000, words: ratios.slice(0, WORDS_PER_SUGGESTION).map((r) => r.term) };
    });
}

/** The k most probable complaint categories of the ticket type for a text, each with the words that point to it. */
export function suggestCategories(model: CategoryModel, text: string, ticketType: TicketType, k = 3): CategorySuggestion[] {
  return suggestFromTerms(model, textTerms(text), ticketType, k);
}

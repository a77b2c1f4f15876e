import { COMPLAINT_CATEGORY_GROUPS, type TicketType } from '@voc/domain';
import { normaliseText } from '../normalise-text';
import { contentClauses, termsOf } from '../text-terms';

/**
 * A multinomial naive Bayes classifier over a text's terms (distinct words and bigrams), trained on
 * labelled tickets (complaint description → complaint categories). Small and explainable: a
 * suggestion names the words with the highest log-likelihood ratio for its category. The model is
 * plain JSON (arrays, numbers, strings: no object keyed by a customer's word, so no "__proto__"
 * surprises) to be stored in PostgreSQL as jsonb.
 */
export interface LabelledText {
  text: string;
  categories: string[];
  ticketType: TicketType;
}

export interface CategoryClass {
  code: string;
  ticketType: TicketType;
  /** Training texts labelled with this code. */
  documents: number;
  /** Sum of the term counts below. */
  termTotal: number;
  /** [term, number of this class's texts that hold it], most frequent first. */
  terms: [string, number][];
}

export interface CategoryModel {
  version: 1;
  trainedAt: string;
  /** Training texts that carried at least one counted category. */
  examples: number;
  /** Distinct terms kept (the Laplace denominator's V). */
  vocabulary: number;
  /** A term seen in fewer training texts than this was left out. */
  minDocuments: number;
  classes: CategoryClass[];
}

export interface TrainingOptions {
  /** Leave out terms seen in fewer training texts (default 2: a word seen once teaches nothing general, and keeps the model small). */
  minDocuments?: number;
}

const TYPE_OF_CODE: ReadonlyMap<string, TicketType> = new Map(
  (['showroom', 'service'] as const).flatMap((type) => COMPLAINT_CATEGORY_GROUPS[type].flatMap((group) => group.codes.map((code) => [code, type] as const))),
);

/** The counted codes of a labelled text: of its ticket type's groups, free text (X100) left out. */
export function countedCodes(example: Pick<LabelledText, 'categories' | 'ticketType'>): string[] {
  if (!Array.isArray(example.categories)) return [];
  return [...new Set(example.categories.filter((code) => typeof code === 'string' && TYPE_OF_CODE.get(code) === example.ticketType))].sort();
}

/** The terms the classifier reads from a text. */
export function textTerms(text: string): string[] {
  return termsOf(contentClauses(normaliseText(text)));
}

export function trainCategoryModel(examples: readonly LabelledText[], trainedAt: string, options: TrainingOptions = {}): CategoryModel {
  const minDocuments = Math.max(1, Math.floor(options.minDocuments ?? 2));
  const documents = examples
    .map((example) => ({ codes: countedCodes(example), terms: textTerms(example.text) }))
    .filter((document) => document.codes.length > 0 && document.terms.length > 0);
  const documentFrequency = new Map<string, number>();
  for (const document of documents) for (const term of document.terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const kept = (term: string) => (documentFrequency.get(term) ?? 0) >= minDocuments;

  const classes = new Map<string, { documents: number; counts: Map<string, number> }>();
  for (const document of documents) {
    const terms = document.terms.filter(kept);
    // A ticket with several categories teaches each of them its words.
    for (const code of document.codes) {
      const tally = classes.get(code) ?? { documents: 0, counts: new Map<string, number>() };
      tally.documents++;
      for (const term of terms) tally.counts.set(term, (tally.counts.get(term) ?? 0) + 1);
      classes.set(code, tally);
    }
  }
  return {
    version: 1,
    trainedAt,
    examples: documents.length,
    vocabulary: [...documentFrequency.keys()].filter(kept).length,
    minDocuments,
    classes: [...classes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, tally]) => ({
        code,
        ticketType: TYPE_OF_CODE.get(code)!,
        documents: tally.documents,
        termTotal: [...tally.counts.values()].reduce((sum, n) => sum + n, 0),
        terms: [...tally.counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
      })),
  };
}

/** A stored model read back (jsonb, a file): the model when its shape is right, null when not. */
export function parseCategoryModel(value: unknown): CategoryModel | null {
  if (!value || typeof value !== 'object') return null;
  const model = value as Partial<CategoryModel>;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (model.version !== 1 || typeof model.trainedAt !== 'string' || !count(model.examples) || !count(model.vocabulary) || !Array.isArray(model.classes)) return null;
  const classesOk = model.classes.every(
    (c: Partial<CategoryClass> | null) =>
      !!c &&
      typeof c.code === 'string' &&
      TYPE_OF_CODE.get(c.code) === c.ticketType &&
      count(c.documents) &&
      count(c.termTotal) &&
      Array.isArray(c.terms) &&
      c.terms.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && count(pair[1])),
  );
  return classesOk ? ({ ...model, minDocuments: count(model.minDocuments) ? model.minDocuments : 1 } as CategoryModel) : null;
}

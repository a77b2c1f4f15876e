import { createHash } from 'node:crypto';
// The seeded comment generator bench:voice measures with: the corpus the speed work is done on
// (a bench file, not a project: read here as a fixture).
// eslint-disable-next-line @nx/enforce-module-boundaries -- the bench corpus is the fixture pinned
import { generateComment, generateLabelledTexts, seededRandom } from '../../../../bench/voice-comments';
import { analyseText, type AnalyseOptions } from '../analyse-text';
import { trainCategoryModel } from '../classifier/category-model';
import { suggestFromTerms } from '../classifier/suggest-categories';
import type { NpsBandName } from '../polarity/polarity';

/**
 * Pins every result of analyseText (normalised text, tokens, terms, topics with their scores and
 * words, polarity) and of the classifier (the model trained, its top three with probabilities and
 * words) on a fixed corpus of 4,000 generated comments, so that work on the pipeline's speed
 * cannot change an answer unseen. A deliberate change of results updates the digests below (and
 * says why in its commit); the tallies are there to show what moved.
 */
const COMMENTS = 4000;
const BANDS: Array<NpsBandName | undefined> = ['top2box', 'passive', 'bottom6', undefined];
const TYPES: Array<AnalyseOptions['ticketType']> = ['service', 'showroom', undefined];

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('analyseText on a fixed corpus (results pinned)', () => {
  const random = seededRandom(30);
  const model = trainCategoryModel(generateLabelledTexts(random, 3000), '2026-01-01T00:00:00.000Z');
  const comments = Array.from({ length: COMMENTS }, () => generateComment(random));
  const analyses = comments.map((comment, i) => analyseText(comment, { ticketType: TYPES[i % 3], npsBand: BANDS[i % 4], model }));

  it('the model trained on the generated labelled texts', () => {
    expect(model.vocabulary).toBe(EXPECTED.vocabulary);
    expect(digest(model)).toBe(EXPECTED.model);
  });

  it('every analysis', () => {
    const topics = new Map<string, number>();
    const polarity = { negative: 0, neutral: 0, positive: 0 };
    let tokens = 0;
    let terms = 0;
    for (const a of analyses) {
      tokens += a.tokens.length;
      terms += a.terms.length;
      polarity[a.polarity]++;
      for (const hit of a.topics) topics.set(`${hit.topic}/${hit.source}`, (topics.get(`${hit.topic}/${hit.source}`) ?? 0) + 1);
    }
    expect({ tokens, terms, polarity }).toEqual(EXPECTED.tallies);
    expect(Object.fromEntries([...topics].sort(([a], [b]) => (a < b ? -1 : 1)))).toEqual(EXPECTED.topics);
    expect(digest(analyses)).toBe(EXPECTED.analyses);
  });

  it('the classifier top three of every comment, words included', () => {
    const suggestions = analyses.map((a, i) => suggestFromTerms(model, a.terms, TYPES[i % 3], 3));
    expect(digest(suggestions)).toBe(EXPECTED.suggestions);
  });

  it('the same again without a model or options', () => {
    expect(digest(comments.slice(0, 1000).map((comment) => analyseText(comment)))).toBe(EXPECTED.plain);
  });
});

const EXPECTED = {
  vocabulary: 1048,
  model: '346c9353e32429b919fde632615f448f601aa1328767b2248dd3208423656b92',
  tallies: { tokens: 26363, terms: 43729, polarity: { negative: 1543, neutral: 622, positive: 1835 } },
  topics: {
    'A01/model': 63, 'A01/rule': 140, 'A03/model': 8, 'A03/rule': 59, 'A04/rule': 78, 'A05/model': 94, 'A05/rule': 30, 'A06/model': 96, 'A06/rule': 40,
    'F01/model': 67, 'F01/rule': 77, 'F02/model': 96, 'F02/rule': 32, 'F04/rule': 8, 'F05/rule': 35, 'P99/rule': 131, 'S01/rule': 16, 'S02/rule': 102,
    'S03/model': 74, 'S03/rule': 201, 'S04/model': 38, 'S04/rule': 225, 'S05/model': 108, 'S05/rule': 77, 'S06/model': 37, 'S06/rule': 173,
    'S07/model': 27, 'S07/rule': 165, 'S08/model': 45, 'S08/rule': 25, 'S09/rule': 60, 'S10/rule': 82,
    'praise.cleanliness/rule': 245, 'praise.explanation/rule': 233, 'praise.general/rule': 354, 'praise.price/rule': 411, 'praise.quality/rule': 217,
    'praise.speed/rule': 348, 'praise.staff/rule': 699,
  },
  analyses: '910fa6645007532369b99d7be7ca1354d61324c5510c961a2efe6cfd35fdae61',
  suggestions: '9cfa6830f85c0cbcaa6fd4425aa5edc2a871e75346589cfbd9b7e1ad20e239d6',
  plain: 'd09dce784a1ce42b6e4b2400a607558dacd39a1d2f1f26a650a69dee4add71a5',
};

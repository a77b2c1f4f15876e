/**
 * Where analyseText's time goes: each stage alone over the same generated comments, CPU per
 * comment, beside the plain Intl.Segmenter loop of bench:voice (rounds alternate the order).
 *   node bench/run.cjs bench/voice-stages.ts [--comments=20000] [--rounds=4]
 */
import {
  analyseText, contentClauses, normaliseText, polarityOf, readTopics, suggestFromTerms, termsOf, trainCategoryModel,
} from '@voc/voice-text';
import { argValue, machineLine } from './bench-kit';
import { generateComment, generateLabelledTexts, seededRandom } from './voice-comments';

function cpu(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

function main(): void {
  console.log(machineLine());
  const count = Number(argValue('comments', '20000'));
  const rounds = Number(argValue('rounds', '4'));
  const random = seededRandom(30);
  const model = trainCategoryModel(generateLabelledTexts(random, 5000), new Date().toISOString());
  const comments = Array.from({ length: count }, () => generateComment(random));
  const normalised = comments.map(normaliseText);
  const clauses = normalised.map(contentClauses);
  const terms = clauses.map(termsOf);
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  let sink = 0;
  const stages: Array<[string, () => void]> = [
    ['plain Intl.Segmenter loop', () => {
      for (const c of comments) {
        const list: string[] = [];
        for (const s of segmenter.segment(c)) if (s.isWordLike) list.push(s.segment);
        sink += list.length;
      }
    }],
    ['normaliseText', () => { for (const c of comments) sink += normaliseText(c).length; }],
    ['contentClauses', () => { for (const n of normalised) sink += contentClauses(n).length; }],
    ['termsOf', () => { for (const c of clauses) sink += termsOf(c).length; }],
    ['readTopics + polarityOf', () => { for (const c of clauses) { const r = readTopics(c, 'service'); sink += r.hits.length + polarityOf(r.positive, r.negative).length; } }],
    ['suggestFromTerms (best, >= 0.5)', () => { for (const t of terms) sink += suggestFromTerms(model, t, 'service', 1, 0.5).length; }],
    ['analyseText (all of it)', () => { for (let i = 0; i < comments.length; i++) sink += analyseText(comments[i], { ticketType: 'service', npsBand: 'passive', model }).tokens.length; }],
  ];
  const totals = new Map<string, number>(stages.map(([name]) => [name, 0]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? stages : [...stages].reverse();
    for (const [name, work] of order) totals.set(name, totals.get(name)! + cpu(work));
  }
  for (const [name, micros] of totals) console.log(`${name.padEnd(34)} ${(micros / rounds / count).toFixed(2).padStart(7)} us a comment`);
  console.log(`(sink ${sink})`);
}

main();

/**
 * bench:voice-classifier — the complaint-category classifier's held-out accuracy on the demo
 * tickets (issue 30): the tickets the demo seed writes (apps/api demo-data: planDemoTickets, the
 * same seed, count and 18 months as `npm run seed`), each description labelled with its ticked
 * categories, split as the worker's retrain splits them (one in five held out by the hash of its
 * key, apps/worker voice-model/held-out-split), trained on the rest and asked for its three most
 * likely categories of the ticket's type; beside it the baseline that always answers the training
 * set's most frequent categories of the type.
 *
 *   npm run bench:voice-classifier            (--tickets=2500 --now=2026-11-28)
 *
 * Caveat printed with the figures: the demo's descriptions are composed from stock sentences per
 * category (with openings, visit details and a stray sentence of another category as noise), so
 * accuracy here says the model learns what the texts carry, not how it does on real staff writing.
 */
import { countedCategories } from '@voc/domain';
import { evaluateCategoryModel, type LabelledText } from '@voc/voice-text';
import { planDemoTickets } from '../apps/api/src/demo-data/demo-tickets';
import { DEFAULT_DEMO_SIZE } from '../apps/api/src/demo-data/seed-demo-data';
import { SeededRandom } from '../apps/api/src/demo-data/random';
import { splitHeldOut } from '../apps/worker/src/voice-model/held-out-split';
import { argValue, machineLine } from './bench-kit';

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

function main(): void {
  console.log(machineLine());
  const count = Number(argValue('tickets', '2500'));
  const now = new Date(`${argValue('now', '2026-11-28')}T00:00:00Z`);
  const dealers = Number(argValue('dealers', String(DEFAULT_DEMO_SIZE.dealers)));
  const plans = planDemoTickets(count, dealers, 18, now, new SeededRandom(20250501));
  const examples: Array<LabelledText & { key: string }> = plans.map((plan, i) => ({
    key: `ticket:${i}`,
    text: plan.description,
    categories: countedCategories(plan.categories),
    ticketType: plan.type,
  }));
  const started = performance.now();
  const { train, heldOut } = splitHeldOut(examples);
  const result = evaluateCategoryModel(train, heldOut);
  const ms = performance.now() - started;
  console.log(`${count.toLocaleString('en-US')} demo tickets (${dealers} dealers, 18 months before ${now.toISOString().slice(0, 10)}): ${train.length} trained on, ${result.heldOut} held out (one in five by key hash, as the worker's retrain)`);
  console.log(`${''.padEnd(44)} ${'top-1'.padEnd(10)} top-3`);
  console.log(`${'naive Bayes classifier (words and bigrams)'.padEnd(44)} ${pct(result.top1).padEnd(10)} ${pct(result.top3)}`);
  console.log(`${'baseline: most frequent categories of type'.padEnd(44)} ${pct(result.baselineTop1).padEnd(10)} ${pct(result.baselineTop3)}`);
  console.log(`trained and measured in ${ms.toFixed(0)} ms`);
  console.log('caveat: demo descriptions are composed from stock sentences per category (plus openings, visit details and stray sentences as noise); real staff writing will score lower.');
}

main();

/**
 * Thai comment benchmark: N survey comments (default 1,000,000) segmented and tagged by
 * libs/voice-text's analyseText (normalise, segment, stop words, bigrams, phrase-rule topics,
 * polarity, and the trained category classifier), against a plain Intl.Segmenter('th') loop
 * that cuts the same comments into their words (each comment's word-like segments into an array),
 * measured in the same run.
 *
 *   npm run bench:voice                       (--comments=1000000 --batch=10000 --seed=30)
 *
 * The comments come from a seeded generator over phrase pieces (bench/voice-comments.ts), a batch
 * at a time: each batch is generated once, then read by the baseline and by analyseText in turn
 * (which goes first alternates), so both see the same text and the same machine load, and the
 * benchmark holds one batch, not a million strings. Rates are per core: comments over the CPU
 * time (user + system) each variant used. Target: analyseText at least 0.5x the plain loop's rate,
 * peak RSS under 400 MB.
 */
import os from 'node:os';
import path from 'node:path';
import { analyseText, type NpsBandName, trainCategoryModel } from '@voc/voice-text';
import { argValue, machineLine, mb, processPeakRss, ratio, RssSampler, thousands } from './bench-kit';
import { generateComment, generateLabelledTexts, seededRandom } from './voice-comments';

const BANDS: NpsBandName[] = ['top2box', 'passive', 'bottom6'];

interface Tally {
  comments: number;
  cpuMicros: number;
  wallMs: number;
  /** Something the loop produced, so the work cannot be skipped, and printed so it is seen. */
  outputs: number;
}

const tally = (): Tally => ({ comments: 0, cpuMicros: 0, wallMs: 0, outputs: 0 });

function measure(into: Tally, count: number, work: () => number): void {
  const cpu = process.cpuUsage();
  const t = performance.now();
  into.outputs += work();
  into.wallMs += performance.now() - t;
  const used = process.cpuUsage(cpu);
  into.cpuMicros += used.user + used.system;
  into.comments += count;
}

function main(): void {
  const total = Number(argValue('comments', '1000000'));
  const batchSize = Number(argValue('batch', '10000'));
  const seed = Number(argValue('seed', '30'));
  console.log(machineLine());
  const sampler = new RssSampler();
  const startRss = process.memoryUsage().rss;
  const random = seededRandom(seed);

  let t = performance.now();
  const model = trainCategoryModel(generateLabelledTexts(random, 5000), new Date().toISOString());
  const trainMs = performance.now() - t;
  const modelBytes = JSON.stringify(model).length;

  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  const baseline = tally();
  const pipeline = tally();
  const topicCounts = new Map<string, number>();
  const polarityCounts = { negative: 0, neutral: 0, positive: 0 };
  let characters = 0;
  t = performance.now();
  for (let done = 0, round = 0; done < total; done += batchSize, round++) {
    const size = Math.min(batchSize, total - done);
    const comments = Array.from({ length: size }, () => generateComment(random));
    for (const comment of comments) characters += comment.length;
    const runBaseline = () =>
      measure(baseline, size, () => {
        let words = 0;
        for (const comment of comments) {
          const list: string[] = [];
          for (const segment of segmenter.segment(comment)) if (segment.isWordLike) list.push(segment.segment);
          words += list.length;
        }
        return words;
      });
    const runPipeline = () =>
      measure(pipeline, size, () => {
        let tokens = 0;
        for (let i = 0; i < comments.length; i++) {
          const analysis = analyseText(comments[i], { ticketType: i % 3 === 0 ? 'showroom' : 'service', npsBand: BANDS[i % 3], model });
          tokens += analysis.tokens.length;
          polarityCounts[analysis.polarity]++;
          for (const hit of analysis.topics) topicCounts.set(hit.topic, (topicCounts.get(hit.topic) ?? 0) + 1);
        }
        return tokens;
      });
    if (round % 2 === 0) {
      runBaseline();
      runPipeline();
    } else {
      runPipeline();
      runBaseline();
    }
    process.stderr.write(`  ${thousands(done + size)} comments\r`);
  }
  process.stderr.write('\n');
  const totalMs = performance.now() - t;
  const peakRss = Math.max(sampler.sampled, processPeakRss());
  sampler.stop();

  const perCore = (x: Tally) => (x.comments * 1e6) / x.cpuMicros;
  const line = (label: string, a: string, b: string, r: string) => console.log([label.padEnd(34), a.padEnd(22), b.padEnd(22), r].join(' '));
  console.log(`${thousands(total)} generated comments, ${(characters / total).toFixed(0)} characters on average, batches of ${thousands(batchSize)}, seed ${seed}`);
  console.log(`classifier: trained on 5,000 generated labelled texts in ${trainMs.toFixed(0)} ms, ${model.vocabulary} terms, ${(modelBytes / 1024).toFixed(0)} KB as JSON`);
  line('', 'plain Intl.Segmenter', 'analyseText', 'ratio (analyseText / plain)');
  line('comments a second a core (CPU)', thousands(Math.round(perCore(baseline))), thousands(Math.round(perCore(pipeline))), ratio(perCore(pipeline), perCore(baseline)));
  line('CPU a comment', `${(baseline.cpuMicros / baseline.comments).toFixed(1)} us`, `${(pipeline.cpuMicros / pipeline.comments).toFixed(1)} us`, ratio(pipeline.cpuMicros, baseline.cpuMicros));
  line('wall time', `${(baseline.wallMs / 1000).toFixed(1)} s`, `${(pipeline.wallMs / 1000).toFixed(1)} s`, ratio(pipeline.wallMs, baseline.wallMs));
  line('words / tokens produced', thousands(baseline.outputs), thousands(pipeline.outputs), '');
  const tagged = [...topicCounts.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`polarity: ${Object.entries(polarityCounts).map(([k, v]) => `${k} ${thousands(v)}`).join(', ')}; topic hits ${thousands(tagged.reduce((s, [, n]) => s + n, 0))}, most frequent: ${tagged.slice(0, 6).map(([k, v]) => `${k} ${thousands(v)}`).join(', ')}`);
  console.log(`peak RSS ${mb(peakRss)} (start ${mb(startRss)}, some 30 MB of it the benchmark's TypeScript loader); target < 400 MB: ${peakRss < 400 * 1024 * 1024 ? 'met' : 'NOT met'}`);
  console.log(`rate per core against the plain loop: ${ratio(perCore(pipeline), perCore(baseline))}; target >= 0.50x: ${perCore(pipeline) / perCore(baseline) >= 0.5 ? 'met' : 'NOT met'}`);
  console.log(`load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`total ${(totalMs / 1000).toFixed(0)} s`);
}

if (path.resolve(process.argv[1] ?? '') === __filename) main();

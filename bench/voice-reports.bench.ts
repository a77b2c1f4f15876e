/**
 * bench:voice (report part) — issue 30's topic report at N survey comments (--comments=N,
 * 1,000,000 by default): the topics answer through its query handler as the api calls it (the
 * voice roll-ups in the reporting store), against the same topic counts by GROUP BY over the
 * comments' own rows (reporting.voice_texts, every comment with its topics) measured in the same
 * run; p50/p95 side by side, the ratio last. Every run compares the two answers topic by topic.
 *
 * The comments are generated (Thai sentences of the complaint and praise topics, scores to match,
 * 150 dealers over five regions, twelve months), appended to the survey log as the sync appends
 * them, and projected as projections:rebuild does (the voice projection, roll-ups at the end).
 * Run: npm run bench:voice-reports -- --comments=100000 [--runs=30] [--baseline-runs=5]
 *   --keep             keep the seeded database (its name is printed) instead of dropping it
 *   --database=NAME    measure a database a --keep run left (migrated again, roll-ups recounted;
 *                      no seeding): for trying a read again without ten minutes of setup
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CarModelVersionsRepository, DealerVersionsRepository } from '@voc/persistence';
import { dataSourceOptions } from '@voc/migrations';
import { ReportingStore } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { createThrowawayDatabase, migrateDatabase, testServerUrl, withDatabase } from '@voc/testing';
import { appendSurveyEvents, type NewSurveyEvent } from '@voc/events';
import { noPermissions, npsBand, periodMonths, type Principal } from '@voc/domain';
import type { VoiceTopicsAnswer } from '@voc/contracts';
import { projectionStores } from '../apps/worker/src/projections/tickets/projection-stores';
import { projectAllVoice } from '../apps/worker/src/projections/voice/project-voice';
import { rebuildVoiceRollups } from '../apps/worker/src/projections/voice/voice.projection';
import { DealersRepository } from '../apps/api/src/dealers/repositories/dealers.repository';
import { ReportReads } from '../apps/api/src/reports/kernel/report-reads';
import { VoiceFiguresRepository } from '../apps/api/src/voice/repositories/voice-figures.repository';
import { VoiceStatement } from '../apps/api/src/voice/services/voice-statement';
import { VoiceTopicsHandler } from '../apps/api/src/voice/queries/voice-topics.handler';
import { VoiceTopicsQuery } from '../apps/api/src/voice/queries/voice-topics.query';
import { argValue, loadAverage } from './bench-kit';
import { machine, percentile, runMain } from './support';

const COMMENTS = Number(argValue('comments', '1000000'));
const RUNS = Number(argValue('runs', '30'));
const BASELINE_RUNS = Number(argValue('baseline-runs', '5'));
const DEALERS = 150;
const YEAR = 2026;
const MONTH = 6;
const P95_LIMIT_MS = 50;
const RATIO_FLOOR = 20;

const CSN: Principal = {
  userId: randomUUID(),
  name: 'Bench CSN',
  type: 'csn',
  group: { showroom: true, service: true },
  permission: noPermissions(),
  dealerRef: null,
  saleAreaCode: null,
  serviceAreaCode: null,
  salesRegion: null,
  serviceRegion: null,
};

/** What the generated customers write, with the score that goes with it. */
const SENTENCES: ReadonlyArray<readonly [string, number]> = [
  ['พนักงานบริการดีมาก สุภาพ ประทับใจ', 10],
  ['ประทับใจมากค่ะ จะกลับมาใช้บริการอีก', 9],
  ['ซ่อมเสร็จเร็ว ทันเวลา', 10],
  ['ล้างรถให้สะอาดมาก ขอบคุณครับ', 9],
  ['ช่างอธิบายละเอียด เข้าใจง่าย', 10],
  ['รอนานมาก เสียเวลาทั้งวัน', 4],
  ['ค่าบริการแพง ไม่คุ้มค่า', 3],
  ['อะไหล่หมด ต้องรออะไหล่หลายวัน', 5],
  ['ห้องน้ำสกปรก ที่จอดรถไม่พอ', 7],
  ['ซ่อมไม่หาย อาการเดิม ต้องกลับมาซ่อมซ้ำ', 2],
  ['รถไม่สะอาด มีคราบน้ำมันที่เบาะ', 6],
  ['ไม่แจ้งค่าใช้จ่ายก่อน ทำเพิ่มโดยไม่แจ้ง', 3],
  ['นัดไม่ได้ คิวเต็มตลอด', 5],
  ['พนักงานพูดจาไม่สุภาพ', 1],
  ['ไม่มีใครโทรแจ้งว่ารถเสร็จ', 6],
  ['ก็โอเคครับ', 8],
];

async function seed(client: Client, db: DataSource): Promise<number> {
  const regions = ['Region1', 'Region2', 'Region3', 'Region4', 'Region5'];
  const dealers: Array<{ id: string; code: string; region: string; area: string }> = [];
  for (let i = 0; i < DEALERS; i++) {
    const code = `B${String(i + 1).padStart(4, '0')}`;
    const region = regions[i % regions.length];
    const area = `R${(i % regions.length) + 1}-${(i % 3) + 1}`;
    const [row] = await db.query<Array<{ id: string }>>(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       VALUES ($1, $1, 'นิสสัน', 'Nissan', 'สาขา', 'Branch', 'normal', $2, $2, $3, $3, '{}'::jsonb) RETURNING id`,
      [code, area, region],
    );
    dealers.push({ id: row.id, code, region, area });
  }
  let written = 0;
  let seq = 0;
  const batch = 5000;
  while (written < COMMENTS) {
    const events: NewSurveyEvent<'SurveyAnswered'>[] = [];
    for (let i = 0; i < Math.min(batch, COMMENTS - written); i++) {
      const n = ++seq;
      const dealer = dealers[n % DEALERS];
      // Twelve months ending with the measured one; days spread 1..28.
      const monthIndex = YEAR * 12 + MONTH - 1 - (n % 12);
      const day = `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
      const [comment, nps] = SENTENCES[(n * 7919) % SENTENCES.length];
      const type = n % 2 ? 'service' : 'showroom';
      events.push({
        type: 'SurveyAnswered',
        occurredAt: new Date(`${day}T10:00:00+07:00`),
        payload: {
          case: { type, survey_id: `B${n}`, dealer_ref: dealer.id, dealer_code: dealer.code, area_code: dealer.area, region: dealer.region, received_day: day },
          responded_day: day,
          nps,
          return_intent: 3,
          experience: 3,
          satisfied: nps >= 7 ? 'Y' : 'N',
          low_score: npsBand(nps) === 'bottom6',
          q1: null,
          q2: null,
          comment,
        },
      });
    }
    await db.transaction((manager) => appendSurveyEvents(manager, events));
    written += events.length;
  }
  await client.query('ANALYZE survey_events');
  return written;
}

async function timed(run: () => Promise<unknown>, times: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

async function main(): Promise<void> {
  console.log(`bench:voice (reports) on ${machine()}, load average ${loadAverage()} (1, 5, 15 min)`);
  const reuse = argValue('database', '');
  const keep = process.argv.includes('--keep') || reuse !== '';
  const database = reuse ? { name: reuse, url: withDatabase(testServerUrl(), reuse), drop: async () => undefined } : await createThrowawayDatabase('voc_bench_voice');
  const client = new Client({ connectionString: database.url });
  let db: DataSource | undefined;
  try {
    await migrateDatabase(database.url);
    await client.connect();
    db = new DataSource(dataSourceOptions(database.url, 6));
    await db.initialize();
    const t0 = Date.now();
    const appended = reuse ? 0 : await seed(client, db);
    const seeded = Date.now();
    // A kept database the projection did not finish (or not start) is projected on from its checkpoint.
    // A minute's idle allowance: a batch of 5,000 texts is analysed inside its transaction, and a loaded machine may take longer than the worker's 5 s.
    await projectAllVoice(projectionStores(db, db, 60_000), 'reporting', 5000, null, { deferRollups: true });
    await db.transaction((manager) => rebuildVoiceRollups(manager, 'reporting'));
    const projected = Date.now();
    const comments = reuse ? Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM survey_events WHERE type = 'SurveyAnswered'`)).rows[0].n) : appended;
    await client.query('VACUUM ANALYZE');
    const sizes = await client.query<{ name: string; rows: string; size: string }>(
      `SELECT c.relname AS name, c.reltuples::bigint::text AS rows, pg_size_pretty(pg_relation_size(c.oid)) AS size FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'reporting' AND c.relkind = 'r' AND c.relname LIKE 'voice%' ORDER BY 1`,
    );
    console.log(
      `setup: ${comments.toLocaleString('en-US')} comments ${reuse ? `(database ${reuse}, kept from an earlier run)` : `appended in ${((seeded - t0) / 1000).toFixed(0)} s`}, projected (analysed, rolled up) in ${((projected - seeded) / 1000).toFixed(0)} s; ` +
        sizes.rows.map((r) => `${r.name} ${Number(r.rows).toLocaleString('en-US')} rows ${r.size}`).join(', '),
    );

    // Wired as the api's voice module wires it.
    const uow = new UnitOfWork(db);
    const reporting = new ReportingStore(db);
    const reads = new ReportReads(uow, reporting, new DealersRepository(uow.runner), new DealerVersionsRepository(uow.runner), new CarModelVersionsRepository(uow.runner));
    const handler = new VoiceTopicsHandler(reads, new VoiceStatement(uow, reporting, new VoiceFiguresRepository(reporting.runner)));
    const report = () => handler.execute(new VoiceTopicsQuery(CSN, { year: YEAR, month: MONTH }));
    const { from, to } = periodMonths('monthly', YEAR, MONTH);
    // The same counts without the roll-ups: every comment of the month and its topics, grouped at read time.
    const baseline = () =>
      client.query<{ topic: string; texts: number }>(
        `SELECT x.topic, count(*)::int AS texts FROM reporting.voice_texts r CROSS JOIN LATERAL unnest(r.topics) AS x(topic)
         WHERE NOT r.deleted AND r.month >= $1 AND r.month < $2 GROUP BY x.topic`,
        [from, to],
      );
    await timed(report, 3);
    const fromRollups = await timed(report, RUNS);
    const fromComments = await timed(baseline, BASELINE_RUNS);
    const answer: VoiceTopicsAnswer = await report();
    const expected = new Map((await baseline()).rows.map((r) => [r.topic, r.texts]));
    const differences = answer.topics.filter((t) => t.texts !== (expected.get(t.topic) ?? 0)).length + [...expected.keys()].filter((k) => !answer.topics.some((t) => t.topic === k)).length;
    const p95 = percentile(fromRollups, 95);
    const ratio = percentile(fromComments, 95) / p95;
    console.log(`${RUNS} topic reports and ${BASELINE_RUNS} GROUP BYs over the comments, after 3 warm-up calls; ${YEAR}-${String(MONTH).padStart(2, '0')}, csn (whole network), ${answer.texts.toLocaleString('en-US')} comments in the month`);
    console.log(`${'report'.padEnd(30)} ${'roll-ups p50 / p95'.padEnd(22)} ${'comments GROUP BY p50 / p95'.padEnd(30)} ratio p95`);
    console.log(
      `${'topics (network, monthly)'.padEnd(30)} ${`${percentile(fromRollups, 50).toFixed(1)} / ${p95.toFixed(1)} ms`.padEnd(22)} ${`${percentile(fromComments, 50).toFixed(0)} / ${percentile(fromComments, 95).toFixed(0)} ms`.padEnd(30)} ${ratio.toFixed(1)}×`,
    );
    console.log(`load average after the runs: ${loadAverage()} (1, 5, 15 min)`);
    const verdicts = [differences ? `${differences} topic counts differ` : '', p95 > P95_LIMIT_MS ? `p95 over ${P95_LIMIT_MS} ms` : '', ratio < RATIO_FLOOR ? `under ${RATIO_FLOOR}×` : ''].filter(Boolean);
    if (verdicts.length) throw new Error(`not met: ${verdicts.join(', ')}`);
    console.log(`topic report: p95 ≤ ${P95_LIMIT_MS} ms, ≥ ${RATIO_FLOOR}× the GROUP BY over the comments, same counts`);
  } finally {
    await db?.destroy();
    await client.end().catch(() => undefined);
    if (keep) console.log(`database kept: ${database.name} (--database=${database.name} measures it again; DROP DATABASE when done)`);
    else await database.drop();
  }
}

runMain(main);

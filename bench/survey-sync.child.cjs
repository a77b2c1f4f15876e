// The measured processes of bench/survey.bench.ts, in plain JavaScript over the build (`npm run
// build` first, as bench:survey does), so each runs as the worker does: no TypeScript hook loaded,
// and its peak RSS is its own.
//   --child=noop   every page of both feeds read and dropped (the baseline)
//   --child=sync   the worker's sync as its processor runs it (appends only: `ms` and `cpuMs` are the sync's),
//                  then the survey log's projections applied to its end as the relay's jobs apply them
//                  (`projectMs`: issue 34, the sync no longer projects; the relay does, beside it); not with --sync-only
// Prints one JSON line: { ms, items, responses, events, ticketsRaised, peakRss, cpuMs, projectMs }.
require('reflect-metadata');
const { DataSource } = require('typeorm');
const { dataSourceOptions } = require('@voc/migrations');
const { UnitOfWork } = require('@voc/sql');
const { SURVEY_TYPES } = require('@voc/contracts');
const { SurveyServiceClient } = require('@voc/survey-service-client');
const { relayedLogs } = require('@voc/projections');
const { projectionStores } = require('../apps/worker/dist/projections/tickets/projection-stores');
const { FEED_RUNNERS } = require('../apps/worker/dist/projections/projection-runners');
const { syncSurveyService } = require('../apps/worker/dist/surveys/sync/sync-survey-service');

const arg = (name) => (process.argv.find((a) => a.startsWith(`--${name}=`)) ?? '').slice(name.length + 3);
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };

async function noop(client, page) {
  let items = 0;
  let responses = 0;
  const start = performance.now();
  for (const type of SURVEY_TYPES) {
    for (const endpoint of ['responseRatePage', 'dashboardPage']) {
      let cursor;
      for (;;) {
        const { data } = await client[endpoint]({ type, limit: page, ...(cursor ? { cursor } : {}) });
        items += data.items.length;
        if (endpoint === 'dashboardPage') responses += data.items.length;
        if (data.next_cursor === null || data.items.length === 0) break;
        cursor = data.next_cursor;
      }
    }
  }
  return { ms: performance.now() - start, items, responses, events: 0, ticketsRaised: 0, peakRss: peakRss(), cpuMs: cpuMs() };
}

async function sync(client, page, url, now) {
  const db = new DataSource(dataSourceOptions(url, 8));
  await db.initialize();
  const stores = projectionStores(db, db);
  const start = performance.now();
  const report = await syncSurveyService(new UnitOfWork(db), client, { pageSize: page, now: () => new Date(now) });
  const ms = performance.now() - start;
  const syncCpuMs = cpuMs();
  const projectStart = performance.now();
  const survey = relayedLogs().find((log) => log.table === 'survey_events');
  if (!process.argv.includes('--sync-only')) for (const name of survey.feeds) await FEED_RUNNERS[name].replay({ stores, clockKind: 'calendar', closeDay: null }, 'reporting', {});
  const projectMs = process.argv.includes('--sync-only') ? undefined : performance.now() - projectStart;
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM survey_cases WHERE answered_at IS NOT NULL`);
  await db.destroy();
  return { ms, items: report.items, responses: n, events: report.events, ticketsRaised: report.ticketsRaised, peakRss: peakRss(), cpuMs: syncCpuMs, projectMs };
}

async function main() {
  const client = new SurveyServiceClient({ baseUrl: arg('standin'), user: 'survey', password: 'survey-dev', timeoutMs: 60_000 });
  const page = Number(arg('page'));
  const result = arg('child') === 'noop' ? await noop(client, page) : await sync(client, page, arg('url'), arg('now'));
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

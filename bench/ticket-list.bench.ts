/**
 * bench:ticket-list — GET /api/tickets with the demo data (150 dealers, SEED_TICKETS tickets made
 * through the ticket commands), 100 requests per case, p50/p95, against GET /api/health measured in
 * the same run as the baseline (an authenticated round trip that does one cheap query).
 * Run: npm run bench:ticket-list
 */
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createThrowawayDatabase, migrateDatabase, testRedisUrl } from '@voc/testing';
import { PasswordHasher } from '../apps/api/src/auth/services/password-hasher.service';
import { readApiConfig } from '../apps/api/src/config/api-config';
import { createApiApp } from '../apps/api/src/create-api-app';
import { DEFAULT_DEMO_SIZE, seedDemoData } from '../apps/api/src/demo-data/seed-demo-data';
import { seedDemoTickets } from '../apps/api/src/demo-data/seed-demo-tickets';
import { machine, percentile, runMain } from './support';

async function timed(url: string, token: string, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = process.hrtime.bigint();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return samples;
}

async function main(): Promise<void> {
  console.log(`bench:ticket-list on ${machine()}`);
  const database = await createThrowawayDatabase('voc_bench_list');
  try {
    await migrateDatabase(database.url);
    const db = new DataSource(dataSourceOptions(database.url, 10, '-c synchronous_commit=off'));
    await db.initialize();
    const hasher = new PasswordHasher();
    await seedDemoData(db, DEFAULT_DEMO_SIZE, (p) => hasher.hash(p));
    const tickets = await seedDemoTickets(db, Number(process.env.SEED_TICKETS ?? 2500));
    await db.query('ANALYZE');
    await db.destroy();
    const app = await createApiApp(readApiConfig({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: `bench-${randomBytes(3).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '1000' }));
    await app.listen(0, '127.0.0.1');
    const base = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api`;
    const signIn = async (path: string, body: object) =>
      ((await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as any).success.token as string;
    const csn = await signIn('/auth/user', { email: 'csn@demo.local', password: 'demo1234' });
    const dealer = await signIn('/auth/dealer', { passport_id: 'DEMO-DEALER-3', password: 'demo1234' });
    await timed(`${base}/tickets?limit=20`, csn, 10); // warm up
    const cases: Array<[string, string, string]> = [
      ['baseline GET /api/health', `${base}/health`, csn],
      ['csn, survey showroom list, page 1', `${base}/tickets?type=showroom&source=survey&limit=20`, csn],
      ['csn, all open (B-), page 5', `${base}/tickets?status=B-&limit=20&page=5`, csn],
      ['csn, text search "ลูกค้า"', `${base}/tickets?q=${encodeURIComponent('ลูกค้า')}&limit=20`, csn],
      ['dealer, own tickets, page 1', `${base}/tickets?limit=20`, dealer],
    ];
    let baseline = 0;
    console.log(`${tickets} tickets; 100 requests each`);
    for (const [name, url, token] of cases) {
      const samples = await timed(url, token, 100);
      const p50 = percentile(samples, 50);
      const p95 = percentile(samples, 95);
      if (!baseline) baseline = p50;
      console.log(`${name.padEnd(40)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (p50 ${(p50 / baseline).toFixed(1)}× baseline)`);
    }
    await app.close();
  } finally {
    await database.drop();
  }
}

runMain(main);

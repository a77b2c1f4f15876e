/**
 * Notification benchmark: N notifications (default 100,000; half SMS, half email) through the
 * outbox — the dispatcher's take-and-queue, one BullMQ send job each, the claim, the transport,
 * the sent record with its NotificationSent event — against the local transports (the SMTP sink
 * with its inbox and the SMS gateway stand-in of apps/notify-standins, over real SMTP and HTTP),
 * and, in the same run, against a no-op transport that answers at once (the outbox's own cost).
 *
 *   npm run bench:notify                      (--count=100000 --concurrency=50 --rate=0 --smtp-pool=10)
 *
 * A producer inserts the requests while the senders run (each batch's requested_at is its insert
 * time), as fast as PostgreSQL takes them (the rate is then the capacity and the latency that of a
 * backlog) or at --rate a second (the latency below capacity); request-to-sent latency is
 * sent_at − requested_at per notification. The requests are inserted with SQL over 2,000 seeded
 * tickets (the request path of the ticket commands is measured by the other benchmarks). Each
 * variant runs in a process of its own with the stand-ins in a further process, on its own Redis
 * prefix, over a fresh outbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { QUEUES, redisConnectionOptions } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { createThrowawayDatabase, migrateDatabase, testRedisUrl } from '@voc/testing';
import { NotificationOutbox } from '@voc/notifications';
import { Queue, Worker } from 'bullmq';
import { argValue, machineLine, perSecond, ratio, runChild, thousands } from './bench-kit';
import { dropRedisPrefix, freePort, sleep } from './support';
import { dispatchOnce } from '../apps/worker/src/notifications/notification-dispatcher';
import { DEFAULT_SMTP_POOL_SIZE } from '../apps/worker/src/notifications/notification-config';
import { BatchedOutbox } from '../apps/worker/src/notifications/batched-outbox';
import { sendNotification } from '../apps/worker/src/notifications/send-notification';
import { SmsGatewayClient } from '../apps/worker/src/notifications/transports/sms-gateway-client';
import { SmtpTransport } from '../apps/worker/src/notifications/transports/smtp-transport';
import type { NotificationTransports } from '../apps/worker/src/notifications/transports/notification-transport';
import { startSmsStandin } from '../apps/notify-standins/src/sms-gateway-standin';
import { startSmtpSink } from '../apps/notify-standins/src/smtp-sink';

const TICKETS = 2000;

interface VariantResult {
  variant: string;
  count: number;
  ms: number;
  p50: number;
  p99: number;
  failed: number;
  /** Sent or failed after more than one attempt (a transport error on the way: the job waited its backoff). */
  retried: number;
}

async function seed(db: DataSource): Promise<void> {
  await db.query(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     SELECT '1', 'ND' || lpad(g::text, 4, '0'), 'นิสสัน ทดสอบ ' || g, 'Nissan Bench ' || g, 'สาขา ' || g, 'Branch ' || g, 'R1-1', 'R1-1', 'Region1', 'Region1', '{}'::jsonb
     FROM generate_series(1, 50) g`,
  );
  await db.query(
    `INSERT INTO tickets (case_no, type, source, status, dealer_ref, area_code, region, name, tel, complaint_categories, complaint_description, created_date, created_oa_date, updated_date, logs)
     SELECT 'NB' || lpad(g::text, 8, '0'), 'showroom', 'callcenter', 'W', d.id, 'R1-1', 'Region1', 'คุณทดสอบ', '0812345678', '{"A01": true}'::jsonb, 'ทดสอบ', now(), now(), now(), '[]'::jsonb
     FROM generate_series(1, ${TICKETS}) g JOIN dealers d ON d.dealer_code = 'ND' || lpad((g % 50 + 1)::text, 4, '0')`,
  );
}

/**
 * Inserts `count` requests in batches (requested_at = the batch's insert time), as a ticket
 * command would write them: as fast as PostgreSQL takes them, or at `rate` a second (batches of a
 * tenth of a second's worth).
 */
async function produce(db: DataSource, count: number, rate = 0): Promise<void> {
  const batch = rate > 0 ? Math.max(1, Math.round(rate / 10)) : 1000;
  const start = performance.now();
  for (let from = 0; from < count; from += batch) {
    if (rate > 0) {
      const due = start + (from / rate) * 1000;
      if (due > performance.now()) await sleep(due - performance.now());
    }
    const n = Math.min(batch, count - from);
    await db.query(
      `INSERT INTO notification_outbox (id, idempotency_key, ticket_id, channel, purpose, recipient_role, address, subject, body, dimensions, requested_at)
       SELECT gen_random_uuid(), 'bench/' || ($1::int + g), t.id, CASE WHEN g % 2 = 0 THEN 'sms' ELSE 'email' END, 'new_ticket', 'branch_manager',
              CASE WHEN g % 2 = 0 THEN '08' || lpad((10000000 + ($1::int + g) % 89999999)::text, 8, '0') ELSE 'manager' || g % 500 || '@dealer.example.com' END,
              'เคสร้องเรียนใหม่ NB' || g, 'มีเคสร้องเรียนใหม่ ติดต่อลูกค้าภายใน 24 ชั่วโมง / New complaint: contact the customer within 24 hours',
              jsonb_build_object('type', 'showroom', 'source', 'callcenter', 'dealer_ref', t.dealer_ref, 'dealer_code', 'ND', 'area_code', 'R1-1', 'region', 'Region1',
                                 'created_oa_date', now(), 'created_date', now()),
              clock_timestamp()
       FROM generate_series(1, $2::int) g JOIN tickets t ON t.case_no = 'NB' || lpad((($1::int + g) % ${TICKETS} + 1)::text, 8, '0')`,
      [from, n],
    );
  }
}

async function child(variant: 'noop' | 'local', url: string, count: number, concurrency: number, rate: number, standins: { smtpUrl: string; smsUrl: string }, smtpPool: number): Promise<VariantResult> {
  const db = await new DataSource(dataSourceOptions(url, concurrency + 4)).initialize();
  const redisUrl = testRedisUrl();
  const prefix = `bench-notify-${variant}-${process.pid}`;
  const connection = redisConnectionOptions(redisUrl);
  const queue = new Queue(QUEUES.notifications, { connection, prefix });
  const outbox = new NotificationOutbox(new UnitOfWork(db));
  // As the worker's NotificationSendProcessor runs it: the claims and records of concurrent jobs batched.
  const sending = new BatchedOutbox(outbox);
  let id = 0;
  const transports: NotificationTransports =
    variant === 'noop'
      ? { sms: { send: async () => ({ messageId: `noop-${++id}` }) }, email: { send: async () => ({ messageId: `noop-${++id}` }) } }
      : {
          sms: new SmsGatewayClient({ baseUrl: standins.smsUrl, user: 'sms', password: 'sms-dev', sender: 'VOC', timeoutMs: 10_000 }),
          email: new SmtpTransport({ url: standins.smtpUrl, from: 'VOC <voc@bench.local>', poolSize: smtpPool }),
        };
  const worker = new Worker(
    QUEUES.notifications,
    async (job) => {
      const outcome = await sendNotification(sending, transports, (job.data as { notificationId: string }).notificationId, 1000);
      if (outcome.kind === 'retry') throw new Error(outcome.reason);
    },
    { connection, prefix, concurrency },
  );
  // Jobs that ended (sent, or failed for good: both complete the job); a retried job ends once.
  let ended = 0;
  worker.on('completed', () => {
    ended += 1;
  });
  try {
    const t = performance.now();
    let producing = true;
    const producer = produce(db, count, rate).finally(() => {
      producing = false;
    });
    // The dispatcher's loop, as the worker runs it (several batches while there are more). Whether
    // all is sent is asked of PostgreSQL once every job has ended, or once a second (a job that ran
    // out of attempts): a count over the outbox every 50 ms cost PostgreSQL more CPU than the sends.
    let askedAt = performance.now();
    for (;;) {
      const taken = await dispatchOnce(outbox, queue, ['sms', 'email']);
      if (taken === 0) {
        if (!producing && (ended >= count || performance.now() - askedAt > 1000)) {
          askedAt = performance.now();
          const [{ left }] = await db.query<Array<{ left: number }>>(`SELECT count(*)::int AS left FROM notification_outbox WHERE status IN ('requested', 'sending')`);
          if (left === 0) break;
        }
        await sleep(50);
      }
    }
    await producer;
    const ms = performance.now() - t;
    const [row] = await db.query<Array<{ n: number; failed: number; retried: number; p50: number; p99: number }>>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'failed')::int AS failed, count(*) FILTER (WHERE attempts > 1)::int AS retried,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - requested_at) * 1000) AS p50,
              percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - requested_at) * 1000) AS p99
       FROM notification_outbox`,
    );
    const [{ events }] = await db.query<Array<{ events: number }>>(`SELECT count(*)::int AS events FROM ticket_events e JOIN notification_outbox o ON o.id = (e.payload->>'notification_id')::uuid WHERE e.type = 'NotificationSent'`);
    if (events !== row.n - row.failed) throw new Error(`${row.n - row.failed} sent but ${events} NotificationSent events`);
    return { variant, count: row.n, ms, p50: row.p50, p99: row.p99, failed: row.failed, retried: row.retried };
  } finally {
    await worker.close();
    await queue.close();
    if (variant === 'local') {
      (transports.email as SmtpTransport).close();
      (transports.sms as SmsGatewayClient).close();
    }
    await db.destroy();
    await dropRedisPrefix(redisUrl, prefix);
  }
}

/** The stand-ins in a process of their own (they would be other machines in a deployment). */
async function startStandins(): Promise<{ proc: ChildProcess; smtpUrl: string; smsUrl: string }> {
  const [smtpPort, inboxPort, smsPort] = [await freePort(), await freePort(), await freePort()];
  const proc = spawn(process.execPath, [path.join(__dirname, 'run.cjs'), __filename, '--standins', `--smtp-port=${smtpPort}`, `--inbox-port=${inboxPort}`, `--sms-port=${smsPort}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    proc.once('exit', (code) => reject(new Error(`the stand-ins ended with ${code}`)));
  });
  return { proc, smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`, smsUrl: `http://127.0.0.1:${smsPort}` };
}

async function main(): Promise<void> {
  const count = Number(argValue('count', '100000'));
  const concurrency = Number(argValue('concurrency', '50'));
  const rate = Number(argValue('rate', '0'));
  const smtpPool = Number(argValue('smtp-pool', String(DEFAULT_SMTP_POOL_SIZE)));
  if (process.argv.includes('--standins')) {
    await startSmtpSink({ smtpPort: Number(argValue('smtp-port', '0')), webPort: Number(argValue('inbox-port', '0')) });
    await startSmsStandin({ port: Number(argValue('sms-port', '0')) });
    console.log('ready');
    return;
  }
  if (process.argv.includes('--child')) {
    const result = await child(argValue('variant', 'noop') as 'noop' | 'local', argValue('url', ''), count, concurrency, rate, { smtpUrl: argValue('smtp', ''), smsUrl: argValue('sms', '') }, smtpPool);
    console.log(JSON.stringify(result));
    return;
  }
  console.log(machineLine());
  const database = await createThrowawayDatabase('voc_bench_notify');
  const standins = await startStandins();
  try {
    await migrateDatabase(database.url, null);
    const db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
    await seed(db);
    const results: VariantResult[] = [];
    for (const variant of ['noop', 'local'] as const) {
      await db.query(`TRUNCATE notification_outbox`);
      results.push(
        await runChild<VariantResult>(__filename, ['--child', `--variant=${variant}`, `--url=${database.url}`, `--count=${count}`, `--concurrency=${concurrency}`, `--rate=${rate}`, `--smtp-pool=${smtpPool}`, `--smtp=${standins.smtpUrl}`, `--sms=${standins.smsUrl}`]),
      );
    }
    await db.destroy();
    const [noop, local] = results;
    const line = (label: string, a: string, b: string, r: string) => console.log([label.padEnd(36), a.padEnd(16), b.padEnd(24), r].join(' '));
    line(`${thousands(count)} notifications`, 'no-op transport', 'local SMTP sink + SMS', 'ratio (local / no-op)');
    line('sent a second', thousands(perSecond(noop.count, noop.ms)), thousands(perSecond(local.count, local.ms)), ratio(perSecond(local.count, local.ms), perSecond(noop.count, noop.ms)));
    line('request-to-sent p50', `${noop.p50.toFixed(0)} ms`, `${local.p50.toFixed(0)} ms`, ratio(local.p50, noop.p50));
    line('request-to-sent p99', `${noop.p99.toFixed(0)} ms`, `${local.p99.toFixed(0)} ms`, ratio(local.p99, noop.p99));
    line('failed', String(noop.failed), String(local.failed), '');
    line('sent after a retry', String(noop.retried), String(local.retried), '');
    line('total time', `${(noop.ms / 1000).toFixed(1)} s`, `${(local.ms / 1000).toFixed(1)} s`, '');
    console.log(
      rate > 0
        ? `concurrency ${concurrency} send jobs, ${smtpPool} SMTP connections; requests offered at ${rate} a second while sending (latency below capacity, unless a variant cannot keep up)`
        : `concurrency ${concurrency} send jobs, ${smtpPool} SMTP connections; requests inserted in batches of 1,000 as fast as possible while sending (latency includes the backlog the producer builds)`,
    );
    console.log(`load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    standins.proc.kill('SIGTERM');
    await database.drop();
  }
}

if (path.resolve(process.argv[1] ?? '') === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createMigratedDatabase, TEMPLATE_DATABASE_ENV, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
// The sender is the worker's own code, called as its job calls it; the SMTP sink stands in for the mail server.
/* eslint-disable @nx/enforce-module-boundaries */
import { startSmtpSink, type SmtpSink } from '../../../../notify-standins/src/smtp-sink';
import { SmtpTransport } from '../../../../worker/src/notifications/transports/smtp-transport';
/* eslint-enable @nx/enforce-module-boundaries */
import { ScheduledReportFileRetention } from '../../../src/subscriptions/services/scheduled-report-file-retention';
import { ScheduledReportRun } from '../../../src/subscriptions/services/scheduled-report-run';
import { ScheduledReportWatch } from '../../../src/subscriptions/services/scheduled-report-watch';
import { download, readWorkbook } from '../../support/hotsheet-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { waitForReportsCaughtUp } from '../../support/projections-at-head';
import { contentOf, drainUserMails, saveView as saveViewVia, scheduleView, userIdOf as userIdOfToken } from './scheduled-report-helpers';
import { spawnWorker, stopWorker } from '../../support/worker-process';

const SECRET = 'scheduled-pages-secret-scheduled-pages-secret';
const PUBLIC_URL = 'https://voc.example.test';
/** Monday 23 November 2026 08:00 Bangkok: the week from 16 November is owed. */
const MONDAY = new Date('2026-11-23T01:00:00Z');
const WEEK = 'W2026-11-16';

/**
 * The report pages beyond the KPI reports (a VOC report, the survey response rate, what customers
 * say): a scheduled view's mail carries exactly the spreadsheet the page's own download gives for
 * the view's filters, read as its owner now; a view whose page the owner no longer sees is left out.
 */
describe('scheduled reports: the VOC, response-rate and voice pages', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  let sink: SmtpSink;
  let smtp: SmtpTransport;
  let run: ScheduledReportRun;
  const prefix = `schedp-${randomBytes(4).toString('hex')}`;
  const thaiNow = new Date(Date.now() + 7 * 3600_000);
  const period = `year=${thaiNow.getUTCFullYear()}&month=${thaiNow.getUTCMonth() + 1}`;

  const drain = () => drainUserMails(sut, smtp);
  const userIdOf = (token: string) => userIdOfToken(sut, token);
  const saveView = (token: string, name: string, path: string, query: string) => saveViewVia(sut, token, name, path, query);
  const schedule = (token: string, viewId: string, body: Record<string, unknown>) => scheduleView(sut, token, viewId, body);
  const storedFile = async (userId: string, viewId: string) =>
    (await sut.db.query<Array<{ content: Buffer; file_name: string }>>(`SELECT content, file_name FROM scheduled_report_files WHERE outbox_key = $1`, [`scheduled_report|${userId}|${viewId}|${WEEK}|email`]))[0];

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_schedp', { ...process.env, [TEMPLATE_DATABASE_ENV.single]: '' });
    sut = await startTestApi({ DATABASE_URL: database.url, REDIS_PREFIX: prefix, UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL, SCHEDULED_REPORT_CHECK_MS: '0' });
    worker = spawnWorker({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET });
    world = await ticketWorld(sut);
    await sut.db.query(`UPDATE users SET email = 'u-' || left(id::text, 8) || '@example.com'`);
    sink = await startSmtpSink();
    smtp = new SmtpTransport({ url: sink.smtpUrl, from: 'VOC <voc@demo.local>', poolSize: 2 });
    run = sut.app.get(ScheduledReportRun);
    await createTicketVia(sut, world.agent, ticketForm(world.dealer.id, { complaint_description: 'พนักงานขายพูดจาไม่สุภาพ รอนานมาก' }));
    await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id, { complaint_description: 'รอซ่อมนานเกินไป' }));
    await createTicketVia(sut, world.csn, ticketForm(world.dealer.id, { source: 'survey' }));
    await waitForReportsCaughtUp(sut, world.csn);
    // A fresh database migrated with this tree's migrations, a worker, and its projections: minutes on a loaded machine.
  }, 240_000);

  afterAll(async () => {
    smtp?.close();
    await sink?.close();
    if (worker) await stopWorker(worker);
    await sut?.close();
    await database?.drop();
  });

  it("mails each page's own download for the view's filters, in the owner's scope", async () => {
    const [csnId, dealerId] = [await userIdOf(world.csn), await userIdOf(world.dealerStaff)];
    const views = [
      // A VOC report: sales VOC by outlet (showroom, by dealer), and Quick VOC as a dealer sees it (their branch, month by month).
      { token: world.csn, userId: csnId, name: 'Sales VOC', path: '/app/report/salevoc', query: period, lang: 'en', download: `/tickets/report/excel/voc?${period}&type=showroom&by=dealer&report=salevoc&lang=en-US` },
      { token: world.dealerStaff, userId: dealerId, name: 'Quick VOC สาขา', path: '/app/report/quickvoc', query: period, lang: 'th', download: `/tickets/report/excel/voc?${period}&by=month&report=quickvoc&lang=th-TH` },
      // The response rate with no dates: the rolling three months the page opens on that Monday.
      { token: world.csn, userId: csnId, name: 'Response rate', path: '/app/ticket/survey/report/responserate/showroom', query: 'region=Region2', lang: 'th', download: `/tickets/report/excel/responserate?type=showroom&from=2026-09-01&to=2026-11-23&group_by=area&region=Region2&lang=th-TH` },
      // What customers say, the view's month.
      { token: world.csn, userId: csnId, name: 'Voice', path: '/app/report/voice', query: `${period}&source=ticket`, lang: 'en', download: `/voice/excel?${period}&source=ticket&lang=en-US` },
    ];
    for (const view of views) {
      const id = await saveView(view.token, view.name, view.path, view.query);
      Object.assign(view, { id });
      expect((await schedule(view.token, id, { schedule: 'weekly', language: view.lang })).status).toBe(200);
    }
    const listed = (await sut.call<any>('GET', '/subscriptions/me/reports', { token: world.csn })).body.success.result.views;
    expect(listed.map((v: any) => [v.name, v.schedule])).toEqual([
      ['Response rate', 'weekly'],
      ['Sales VOC', 'weekly'],
      ['Voice', 'weekly'],
    ]);

    expect(await run.run(MONDAY)).toEqual({ requested: 4, failed: 0, skipped: 0 });
    expect(await run.run(MONDAY)).toEqual({ requested: 0, failed: 0, skipped: 0 });

    for (const view of views as Array<(typeof views)[number] & { id: string }>) {
      const stored = await storedFile(view.userId, view.id);
      const own = await download(sut, view.download, view.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-disposition')).toContain(stored.file_name);
      const content = contentOf(await readWorkbook(stored.content));
      expect(content).toEqual(contentOf(await readWorkbook(own.bytes)));
      expect(content[0].rows.length).toBeGreaterThan(1);
    }
    // The dealer's Quick VOC is their branch only: the same as the network's figures for that dealer.
    const dealerFile = contentOf(await readWorkbook((await storedFile(dealerId, (views[1] as any).id)).content));
    const networkOfDealer = await download(sut, `/tickets/report/excel/voc?${period}&by=month&report=quickvoc&dealer_id=${world.dealer.id}&lang=th-TH`, world.csn);
    expect(dealerFile).toEqual(contentOf(await readWorkbook(networkOfDealer.bytes)));

    expect(await drain()).toBe(4);
    for (const view of views as Array<(typeof views)[number] & { id: string }>) {
      const stored = await storedFile(view.userId, view.id);
      const mail = sink.messages().find((m) => m.subject.includes(`"${view.name}"`))!;
      expect(mail.attachments).toEqual([{ filename: stored.file_name, content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: stored.content.length }]);
      expect(mail.text).toContain(`${PUBLIC_URL}${view.path}?${view.query}`);
    }
  });

  it('leaves out a view whose page its owner may no longer see, and sends nothing for it', async () => {
    const approverId = await userIdOf(world.approver);
    const view = await saveView(world.approver, 'Voice of the network', '/app/report/voice', '');
    expect((await schedule(world.approver, view, { schedule: 'weekly', language: 'th' })).status).toBe(200);
    // The owner becomes a call-centre agent: the voice page is not in their menu any more.
    await sut.db.query(`UPDATE users SET type = 'callcenter' WHERE id = $1`, [approverId]);
    const next = new Date('2026-11-30T01:00:00Z');
    const outcome = await run.run(next);
    expect(outcome.skipped).toBe(1);
    expect(outcome.failed).toBe(0);
    expect(await sut.db.query(`SELECT 1 FROM user_mail_outbox WHERE user_id = $1`, [approverId])).toEqual([]);
    expect(await sut.db.query(`SELECT 1 FROM scheduled_report_files WHERE outbox_key LIKE $1`, [`scheduled_report|${approverId}|%`])).toEqual([]);
  });

  it("refuses a view whose filters the page's download would refuse, naming the field", async () => {
    const badRange = await saveView(world.csn, 'Bad range', '/app/ticket/survey/report/responserate/service', 'from=2026-02-30&to=2026-03-31');
    const refused = await schedule(world.csn, badRange, { schedule: 'weekly', language: 'th' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.map((d: { field: string }) => d.field)).toEqual(['from']);
    const badVoice = await saveView(world.csn, 'Bad voice', '/app/report/voice', 'year=2026&month=13');
    const voiceRefused = await schedule(world.csn, badVoice, { schedule: 'monthly', language: 'en' });
    expect(voiceRefused.status).toBe(400);
    expect(voiceRefused.body.error.details.map((d: { field: string }) => d.field)).toEqual(['month']);
  });

  it('deletes the kept files of mails finished more than the retention ago, in batches, from the scheduled check; a mail still owed keeps its file', async () => {
    const keys = (await sut.db.query<Array<{ key: string }>>(`SELECT outbox_key AS key FROM scheduled_report_files ORDER BY outbox_key`)).map((r) => r.key);
    // The first test's four files and the next week's of the same views (the second test's run).
    expect(keys).toHaveLength(8);
    const [sentLongAgo, failedLongAgo, sentLately, ...owed] = keys;
    const finished = (key: string, status: string, daysAgo: number | null) =>
      sut.db.query(`UPDATE user_mail_outbox SET status = $2, finished_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END, requested_at = now() - interval '90 days' WHERE idempotency_key = $1`, [key, status, daysAgo]);
    await finished(sentLongAgo, 'sent', 40);
    await finished(failedLongAgo, 'failed', 36);
    await finished(sentLately, 'sent', 34);
    for (const key of owed) await finished(key, 'requested', null);
    const kept = async () => (await sut.db.query<Array<{ key: string }>>(`SELECT outbox_key AS key FROM scheduled_report_files ORDER BY outbox_key`)).map((r) => r.key);

    // The default retention (35 days), one file a batch: the two past it go, in two batches.
    expect(await sut.app.get(ScheduledReportFileRetention).prune(new Date(), 1)).toBe(2);
    expect(await kept()).toEqual([sentLately, ...owed]);
    expect(await sut.app.get(ScheduledReportFileRetention).prune(new Date(), 1)).toBe(0);

    // The scheduled check deletes them too; the outbox rows stay (they keep a period from being sent twice).
    await finished(sentLately, 'sent', 36);
    await sut.app.get(ScheduledReportWatch).check();
    expect(await kept()).not.toContain(sentLately);
    expect(await kept()).toEqual(expect.arrayContaining(owed));
    expect((await sut.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM user_mail_outbox WHERE idempotency_key = ANY($1::text[])`, [keys]))[0].n).toBe(keys.length);
  });
});

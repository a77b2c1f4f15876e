import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { SUBSCRIPTION_ERRORS } from '@voc/contracts';
import { createMigratedDatabase, TEMPLATE_DATABASE_ENV, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { signUnsubscribeToken } from '@voc/notifications';
// The sender is the worker's own code, called as its job calls it; the SMTP sink stands in for the mail server.
/* eslint-disable @nx/enforce-module-boundaries */
import { startSmtpSink, type SmtpSink } from '../../../../notify-standins/src/smtp-sink';
import { SmtpTransport } from '../../../../worker/src/notifications/transports/smtp-transport';
/* eslint-enable @nx/enforce-module-boundaries */
import { ScheduledReportRun } from '../../../src/subscriptions/services/scheduled-report-run';
import { download, readWorkbook } from '../../support/hotsheet-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { waitForReportsCaughtUp } from '../../support/projections-at-head';
import { contentOf, drainUserMails, saveView as saveViewVia, scheduleView, userIdOf as userIdOfToken } from './scheduled-report-helpers';
import { spawnWorker, stopWorker } from '../../support/worker-process';

const SECRET = 'scheduled-report-secret-scheduled-report-secret';
const PUBLIC_URL = 'https://voc.example.test';
/** Monday 23 November 2026 08:00 Bangkok, and the Monday after: two weekly periods. */
const MONDAY = new Date('2026-11-23T01:00:00Z');
const NEXT_MONDAY = new Date('2026-11-30T01:00:00Z');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A saved report view mailed as a spreadsheet on a schedule: the file is the report page's own
 * download for the view's filters, read as its owner now (scope), requested once per user, view
 * and period, sent with its attachment and unsubscribe link; a deleted view, or the link, ends it.
 */
describe('scheduled reports: a saved view mailed as its download', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  let sink: SmtpSink;
  let smtp: SmtpTransport;
  let run: ScheduledReportRun;
  const prefix = `schedx-${randomBytes(4).toString('hex')}`;
  const thaiNow = new Date(Date.now() + 7 * 3600_000);
  const period = `year=${thaiNow.getUTCFullYear()}&month=${thaiNow.getUTCMonth() + 1}`;

  const drain = () => drainUserMails(sut, smtp);
  const userIdOf = (token: string) => userIdOfToken(sut, token);
  const saveView = (token: string, name: string, path: string, query: string) => saveViewVia(sut, token, name, path, query);
  const schedule = (token: string, viewId: string, body: Record<string, unknown>) => scheduleView(sut, token, viewId, body);
  const storedFile = async (userId: string, viewId: string, weekly: string) =>
    (await sut.db.query<Array<{ content: Buffer; file_name: string }>>(`SELECT content, file_name FROM scheduled_report_files WHERE outbox_key = $1`, [`scheduled_report|${userId}|${viewId}|${weekly}|email`]))[0];

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_schedx', { ...process.env, [TEMPLATE_DATABASE_ENV.single]: '' });
    sut = await startTestApi({ DATABASE_URL: database.url, REDIS_PREFIX: prefix, UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL, SCHEDULED_REPORT_CHECK_MS: '0' });
    worker = spawnWorker({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET });
    world = await ticketWorld(sut);
    await sut.db.query(`UPDATE users SET email = 'u-' || left(id::text, 8) || '@example.com'`);
    sink = await startSmtpSink();
    smtp = new SmtpTransport({ url: sink.smtpUrl, from: 'VOC <voc@demo.local>', poolSize: 2 });
    run = sut.app.get(ScheduledReportRun);
    await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id));
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

  it("mails the report page's own download for the view's filters, in the owner's scope, once per period", async () => {
    const csnView = await saveView(world.csn, 'KPI ทั้งหมด', '/app/report/ticketkpi', `${period}&group_by=dealer`);
    const dealerView = await saveView(world.dealerStaff, 'My KPI', '/app/report/ticketkpi', period);
    const qvocView = await saveView(world.csn, 'Q-VOC sale', '/app/report/salevockpi', period);
    expect((await schedule(world.csn, csnView, { schedule: 'weekly', language: 'en' })).status).toBe(200);
    expect((await schedule(world.dealerStaff, dealerView, { schedule: 'weekly', language: 'th' })).status).toBe(200);
    const listed = await schedule(world.csn, qvocView, { schedule: 'weekly', language: 'en' });
    expect(listed.body.success.result.views.map((v: any) => [v.name, v.schedule])).toEqual([
      ['KPI ทั้งหมด', 'weekly'],
      ['Q-VOC sale', 'weekly'],
    ]);

    expect(await run.run(new Date('2026-11-23T00:59:59Z'))).toEqual({ requested: 0, failed: 0, skipped: 0 });
    expect(await run.run(MONDAY)).toEqual({ requested: 3, failed: 0, skipped: 0 });
    // Idempotent: the same period again requests nothing.
    expect(await run.run(MONDAY)).toEqual({ requested: 0, failed: 0, skipped: 0 });

    const [csnId, dealerId] = [await userIdOf(world.csn), await userIdOf(world.dealerStaff)];
    for (const [token, userId, viewId, path, lang] of [
      [world.csn, csnId, csnView, '/tickets/report/excel/dealer/kpi', 'en-US'],
      [world.dealerStaff, dealerId, dealerView, '/tickets/report/excel/dealer/kpi', 'th-TH'],
      [world.csn, csnId, qvocView, '/tickets/report/excel/qvoc/kpi', 'en-US'],
    ] as const) {
      const stored = await storedFile(userId, viewId, 'W2026-11-16');
      const own = await download(sut, `${path}?${period}${path.includes('qvoc') ? '&type=showroom&mode=qvoc' : ''}&lang=${lang}`, token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-disposition')).toContain(stored.file_name);
      expect(contentOf(await readWorkbook(stored.content))).toEqual(contentOf(await readWorkbook(own.bytes)));
    }
    // The dealer's file holds its own branch only (their scope), the network's both.
    const dealerRows = contentOf(await readWorkbook((await storedFile(dealerId, dealerView, 'W2026-11-16')).content))[0].rows;
    const csnRows = contentOf(await readWorkbook((await storedFile(csnId, csnView, 'W2026-11-16')).content))[0].rows;
    expect(dealerRows.length).toBe(3);
    expect(csnRows.length).toBe(4);

    expect(await drain()).toBe(3);
    const mails = sink.messages().filter((m) => m.subject.includes('KPI ทั้งหมด') || m.subject.includes('My KPI'));
    expect(mails).toHaveLength(2);
    const mine = mails.find((m) => m.subject.includes('KPI ทั้งหมด'))!;
    expect(mine.subject).toBe('[VOC] Report "KPI ทั้งหมด" for the week from 2026-11-16');
    expect(mine.attachments).toEqual([{ filename: (await storedFile(csnId, csnView, 'W2026-11-16')).file_name, content_type: XLSX, size: (await storedFile(csnId, csnView, 'W2026-11-16')).content.length }]);
    expect(mine.text).toContain(`${PUBLIC_URL}/app/report/ticketkpi?${period}&group_by=dealer`);
    expect(mine.list_unsubscribe).toMatch(/^<https:\/\/voc\.example\.test\/api\/subscriptions\/unsubscribe\?token=/);
    expect(mails.find((m) => m.subject.includes('My KPI'))!.subject).toContain('ประจำสัปดาห์ที่เริ่ม 2026-11-16');
  });

  it("follows the owner's current scope: a dealer user moved to another branch gets that branch's figures", async () => {
    const dealerId = await userIdOf(world.dealerStaff);
    const [view] = await sut.db.query<Array<{ id: string }>>(`SELECT id FROM saved_views WHERE user_id = $1`, [dealerId]);
    await sut.db.query(`UPDATE users SET dealer_ref = $2 WHERE id = $1`, [dealerId, world.otherDealer.id]);
    expect((await run.run(NEXT_MONDAY)).requested).toBeGreaterThanOrEqual(1);
    const rows = contentOf(await readWorkbook((await storedFile(dealerId, view.id, 'W2026-11-23')).content))[0].rows as unknown[][];
    const own = contentOf(await readWorkbook((await download(sut, `/tickets/report/excel/dealer/kpi?${period}&lang=th-TH`, world.otherDealerStaff)).bytes))[0].rows;
    expect(rows).toEqual(own);
    await sut.db.query(`UPDATE users SET dealer_ref = $2 WHERE id = $1`, [dealerId, world.dealer.id]);
  });

  it('a deleted view ends its schedule; the unsubscribe link ends one; a tampered link is refused', async () => {
    const csnId = await userIdOf(world.csn);
    const views = (await sut.call<any>('GET', '/subscriptions/me/reports', { token: world.csn })).body.success.result.views as Array<{ saved_view_id: string; name: string }>;
    const qvoc = views.find((v) => v.name === 'Q-VOC sale')!;
    const kpi = views.find((v) => v.name === 'KPI ทั้งหมด')!;
    expect((await sut.call('DELETE', `/saved-views/${qvoc.saved_view_id}`, { token: world.csn })).status).toBe(200);
    expect(await sut.db.query(`SELECT 1 FROM saved_view_schedules WHERE saved_view_id = $1`, [qvoc.saved_view_id])).toEqual([]);

    const token = signUnsubscribeToken(SECRET, { userId: csnId, kind: 'scheduled_report', viewId: kpi.saved_view_id });
    const page = await fetch(`${sut.baseUrl}/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('this scheduled report');
    expect((await fetch(`${sut.baseUrl}/subscriptions/unsubscribe?token=${encodeURIComponent(token.slice(0, -2))}xx`, { method: 'POST' })).status).toBe(400);
    expect((await sut.call<any>('GET', '/subscriptions/me/reports', { token: world.csn })).body.success.result.views.find((v: any) => v.name === 'KPI ทั้งหมด').schedule).toBe('weekly');
    expect((await fetch(`${sut.baseUrl}/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' })).status).toBe(200);
    expect((await sut.call<any>('GET', '/subscriptions/me/reports', { token: world.csn })).body.success.result.views.map((v: any) => v.schedule)).toEqual([null]);

    const later = new Date('2026-12-07T01:00:00Z');
    const before = await sut.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM user_mail_outbox WHERE user_id = $1`, [csnId]);
    await run.run(later);
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM user_mail_outbox WHERE user_id = $1`, [csnId])).toEqual(before);
  });

  it('a monthly schedule waits for its month to be frozen', async () => {
    const view = await saveView(world.csn, 'Monthly KPI', '/app/report/ticketkpi', '');
    expect((await schedule(world.csn, view, { schedule: 'monthly', language: 'th' })).status).toBe(200);
    // 6 December: November has closed (close day 5) but no month of this test's data is frozen.
    expect(await run.run(new Date('2026-12-06T03:00:00Z'))).toEqual({ requested: 0, failed: 0, skipped: 0 });
  });

  it('refuses hostile and impossible schedules with a 4xx naming the field', async () => {
    const view = await saveView(world.csn, 'Hostile', '/app/report/ticketkpi', 'month=13&year=2026');
    const badMonth = await schedule(world.csn, view, { schedule: 'weekly', language: 'th' });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.error.details.map((d: { field: string }) => d.field)).toEqual(['month']);
    const fine = await saveView(world.csn, 'Fine', '/app/report/ticketkpi', '');
    for (const body of [{ schedule: 'daily', language: 'th' }, { schedule: 'weekly', language: 'fr' }, { schedule: 'weekly' }, { schedule: ['weekly'], language: 'th' }, { schedule: 'weekly', language: 'th', extra: 1 }]) {
      expect((await schedule(world.csn, fine, body)).status).toBe(400);
    }
    expect((await schedule(world.csn, 'not-a-uuid', { schedule: 'weekly', language: 'th' })).status).toBe(404);
    expect((await schedule(world.dealerStaff, fine, { schedule: 'weekly', language: 'th' })).status).toBe(404);
    expect((await sut.call('DELETE', `/subscriptions/me/reports/${fine}`, { token: world.dealerStaff })).status).toBe(404);
    const summary = await saveView(world.csn, 'Summary', '/app/report/kpisummary', '');
    const refused = await schedule(world.csn, summary, { schedule: 'weekly', language: 'th' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ field: 'saved_view_id', message: SUBSCRIPTION_ERRORS.notInScope }]);
    // Dealer staff sign in with their passport: an account without an email.
    await sut.db.query(`UPDATE users SET email = NULL WHERE id = $1`, [await userIdOf(world.otherDealerStaff)]);
    const noEmailView = await saveView(world.otherDealerStaff, 'Branch KPI', '/app/report/ticketkpi', '');
    const noEmail = await schedule(world.otherDealerStaff, noEmailView, { schedule: 'weekly', language: 'th' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.details).toEqual([{ field: 'schedule', message: SUBSCRIPTION_ERRORS.noEmail }]);
  });
});

import { randomUUID } from 'node:crypto';
import { FIELD_ERRORS, SUBSCRIPTION_ERRORS } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { createMigratedDatabase, TEMPLATE_DATABASE_ENV, type ThrowawayDatabase } from '@voc/testing';
import { readSubscriptionMailConfig, signUnsubscribeToken, UserMailOutbox, type SubscriptionMailConfig } from '@voc/notifications';
// The mail requests and the sender are the worker's own code, called as its jobs call them, and
// the development SMTP sink stands in for the mail server (as the notification proofs do).
/* eslint-disable @nx/enforce-module-boundaries */
import { startSmtpSink, type KeptMail, type SmtpSink } from '../../../../notify-standins/src/smtp-sink';
import { SmtpTransport } from '../../../../worker/src/notifications/transports/smtp-transport';
import { TransportError } from '../../../../worker/src/notifications/transports/notification-transport';
import { requestAlertMails } from '../../../../worker/src/subscriptions/alert-mails';
import { requestBriefMails } from '../../../../worker/src/subscriptions/brief-mails';
import { NO_BRIEF_PDF, storedBriefPdfs, type BriefPdfSource } from '../../../../worker/src/subscriptions/brief-pdf-source';
import { sendUserMail } from '../../../../worker/src/subscriptions/send-user-mail';
import { requestWeeklyDigests } from '../../../../worker/src/subscriptions/weekly-digests';
/* eslint-enable @nx/enforce-module-boundaries */
import { createUser } from '../../support/account-fixtures';
import { signIn } from '../../support/ticket-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { until } from '../../support/until';
import { insertDealer, type PopulationDealer } from '../voice/voice-population';

const SECRET = 'subscriptions-test-secret-subscriptions-test-secret';
const PUBLIC_URL = 'https://voc.example.test';
/** The digest's send: Monday 23 November 2026, 08:00 in Bangkok; its week is 16-22 November. */
const MONDAY = new Date('2026-11-23T01:00:00Z');
const NEXT_MONDAY = new Date('2026-11-30T01:00:00Z');
const thai = (local: string) => new Date(`${local}+07:00`).toISOString();

/**
 * Subscriptions end to end: users choose through the api (their own scope only), the worker's
 * requests write the user mail outbox from the reporting tables (planted as the projections write
 * them), the sender sends through the real SMTP transport to the SMTP sink, and the mails' one-click
 * unsubscribe links work through the api without a sign-in (a tampered one is refused).
 */
describe('subscriptions: scoped, sent once, unsubscribed in one click', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let sink: SmtpSink;
  let uow: UnitOfWork;
  let smtp: SmtpTransport;
  let config: SubscriptionMailConfig;
  let d: PopulationDealer[];
  const users: Record<string, { id: string; token: string; email: string }> = {};

  /** Sends every owed email now, as the worker's sender does, until none is due. */
  async function drain(briefs: BriefPdfSource = NO_BRIEF_PDF): Promise<number> {
    const outbox = new UserMailOutbox(uow);
    let sent = 0;
    for (;;) {
      const rows = await outbox.claimDue(50, ['email'], new Date());
      if (rows.length === 0) return sent;
      for (const row of rows) if ((await sendUserMail(outbox, { email: smtp, sms: null }, briefs, row, 1000)).kind === 'sent') sent += 1;
    }
  }
  const mailsTo = (who: string, kind?: string): KeptMail[] => sink.messages().filter((m) => m.to.includes(users[who].email) && (!kind || m.subject.includes(kind)));
  const choose = (who: string, change: Record<string, unknown>) =>
    sut.call('PUT', '/subscriptions/me', { token: users[who].token, body: { monthly_brief: false, weekly_digest: false, alerts: false, alerts_sms: false, language: 'th', ...change } });

  async function user(name: string, options: Parameters<typeof createUser>[1], extra: { email?: string; mobile?: string | null; region?: string; area?: string } = {}) {
    const created = await createUser(sut.db, options);
    const token = await signIn(sut, created);
    const email = extra.email ?? `${name}-${created.id.slice(0, 6)}@example.com`;
    await sut.db.query(
      `UPDATE users SET email = $2, mobile = $3, dealer_sales_region = coalesce($4, dealer_sales_region), dealer_service_region = coalesce($4, dealer_service_region),
         sale_area_code = coalesce($5, sale_area_code), service_area_code = coalesce($5, service_area_code) WHERE id = $1`,
      [created.id, email, extra.mobile ?? null, extra.region ?? null, extra.area ?? null],
    );
    users[name] = { id: created.id, token, email };
  }

  const ticket = async (dealer: PopulationDealer, caseNo: string, liveState: string, dueAt: string, closed = false) =>
    sut.db.query(
      `INSERT INTO reporting.ticket_kpi (ticket_id, case_no, type, source, dealer_ref, area_code, region, received_at, received_month, status, live_state, next_due_at, closed_at, last_position)
       VALUES ($1, $2, 'showroom', 'callcenter', $3, $4, $5, '2026-11-10T03:00:00Z', '2026-11-01', 'W', $6, $7, $8, 1)`,
      [randomUUID(), caseNo, dealer.id, dealer.area, dealer.region, liveState, dueAt, closed ? '2026-11-20T03:00:00Z' : null],
    );
  const lowScore = async (dealer: PopulationDealer, caseKey: string, day: string) =>
    sut.db.query(`INSERT INTO reporting.survey_low_scores (case_key, day, dealer_ref, type, area_code, region, bottom6) VALUES ($1, $2, $3, 'showroom', $4, $5, true)`, [
      caseKey,
      day,
      dealer.id,
      dealer.area,
      dealer.region,
    ]);

  beforeAll(async () => {
    // Migrated here with this tree's migrations (not a copy of the run's template, which a run
    // started from an older build may have made without user_subscriptions).
    database = await createMigratedDatabase('voc_subscriptions', { ...process.env, [TEMPLATE_DATABASE_ENV.single]: '' });
    sut = await startTestApi({ DATABASE_URL: database.url, UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL });
    sink = await startSmtpSink();
    smtp = new SmtpTransport({ url: sink.smtpUrl, from: 'VOC <voc@demo.local>', poolSize: 2 });
    uow = new UnitOfWork(sut.db);
    config = readSubscriptionMailConfig({ UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL });
    d = [await insertDealer(sut.db, 'SB001', 'Region1', 'R1-1'), await insertDealer(sut.db, 'SB002', 'Region1', 'R1-2'), await insertDealer(sut.db, 'SB003', 'Region2', 'R2-1')];
    await user('csn', { type: 'csn' }, { mobile: '0811111111' });
    await user('region1', { type: 'region_manager' }, { region: 'Region1', mobile: '0822222222' });
    await user('region2', { type: 'region_manager' }, { region: 'Region2' });
    await user('area12', { type: 'area_manager' }, { area: 'R1-2' });
    await user('dealer1', { type: 'dealer', dealerId: d[0].id });

    // The week 16-22 November: a breach at each dealer, one breached the week before, one closed since;
    // due within 72 h of the send at SB002; a low score in the week at SB001 and SB003, one before it.
    await ticket(d[0], 'SB-BREACH-1', 'breached', thai('2026-11-18T10:00:00'));
    await ticket(d[1], 'SB-BREACH-2', 'breached', thai('2026-11-20T10:00:00'));
    await ticket(d[2], 'SB-BREACH-3', 'breached', thai('2026-11-21T10:00:00'));
    await ticket(d[0], 'SB-OLD-BREACH', 'breached', thai('2026-11-12T10:00:00'));
    await ticket(d[0], 'SB-CLOSED', 'breached', thai('2026-11-19T10:00:00'), true);
    await ticket(d[1], 'SB-DUE-2', 'due_soon', thai('2026-11-24T09:00:00'));
    await ticket(d[1], 'SB-LATER-2', 'on_time', thai('2026-11-28T09:00:00'));
    await lowScore(d[0], 'SB-LOW-1', '2026-11-17');
    await lowScore(d[2], 'SB-LOW-3', '2026-11-22');
    await lowScore(d[0], 'SB-LOW-OLD', '2026-11-15');
  });
  afterAll(async () => {
    smtp?.close();
    await sink?.close();
    await sut?.close();
    await database?.drop();
  });

  it('a user reads and keeps their own choices; what their scope does not allow and hostile input are 400', async () => {
    const empty = await sut.call('GET', '/subscriptions/me', { token: users.dealer1.token });
    expect(empty.status).toBe(200);
    expect(empty.body.success.result).toMatchObject({ monthly_brief: false, weekly_digest: false, alerts: false, available: ['weekly_digest', 'alerts'], brief_scopes: [] });

    const brief = await choose('dealer1', { monthly_brief: true });
    expect(brief.status).toBe(400);
    expect(brief.body.error.details).toEqual([{ field: 'monthly_brief', message: SUBSCRIPTION_ERRORS.notInScope }]);
    const sms = await choose('region2', { alerts: true, alerts_sms: true });
    expect(sms.status).toBe(400);
    expect(sms.body.error.details).toEqual([{ field: 'alerts_sms', message: SUBSCRIPTION_ERRORS.noMobile }]);

    for (const body of [
      { monthly_brief: 'yes', weekly_digest: false, alerts: false, alerts_sms: false, language: 'th' },
      { monthly_brief: false, weekly_digest: false, alerts: false, alerts_sms: false, language: 'fr' },
      { weekly_digest: true },
      [true],
      { monthly_brief: false, weekly_digest: false, alerts: false, alerts_sms: false, language: { $ne: 'th' } },
    ]) {
      const answer = await sut.call('PUT', '/subscriptions/me', { token: users.csn.token, body });
      expect(answer.status).toBe(400);
    }
    const invalid = await sut.call('PUT', '/subscriptions/me', { token: users.csn.token, body: { monthly_brief: false, weekly_digest: false, alerts: false, alerts_sms: false, language: 'fr' } });
    expect(invalid.body.error.details).toEqual([{ field: 'language', message: FIELD_ERRORS.invalid }]);
    expect((await sut.call('GET', '/subscriptions/me')).status).toBe(401);

    expect((await choose('csn', { monthly_brief: true, weekly_digest: true, alerts: true, alerts_sms: true, language: 'en' })).status).toBe(200);
    expect((await choose('region1', { monthly_brief: true, weekly_digest: true, alerts: true, alerts_sms: true })).status).toBe(200);
    expect((await choose('region2', { weekly_digest: true, alerts: true })).status).toBe(200);
    expect((await choose('area12', { weekly_digest: true })).status).toBe(200);
    const saved = await choose('dealer1', { weekly_digest: true, alerts: true });
    expect(saved.status).toBe(200);
    expect((await sut.call('GET', '/subscriptions/me', { token: users.csn.token })).body.success.result).toMatchObject({
      monthly_brief: true,
      weekly_digest: true,
      alerts: true,
      alerts_sms: true,
      language: 'en',
      brief_scopes: ['network'],
      has_email: true,
      has_mobile: true,
    });
  });

  it("the weekly digest: each subscriber's own scope, the week's breaches, due-soon tickets and new low scores; running twice sends once", async () => {
    expect(await requestWeeklyDigests(sut.db, sut.db, config, MONDAY)).toBe(5);
    expect(await requestWeeklyDigests(sut.db, sut.db, config, MONDAY)).toBe(0);
    expect(await drain()).toBe(5);
    expect(await requestWeeklyDigests(sut.db, sut.db, config, MONDAY)).toBe(0);
    expect(await drain()).toBe(0);

    const cases = (who: string) => {
      const mails = mailsTo(who);
      expect(mails).toHaveLength(1);
      return [...mails[0].text.matchAll(/SB-[A-Z]+-?[A-Z0-9]*/g)].map((m) => m[0]).sort();
    };
    expect(cases('csn')).toEqual(['SB-BREACH-1', 'SB-BREACH-2', 'SB-BREACH-3', 'SB-DUE-2', 'SB-LOW-1', 'SB-LOW-3']);
    expect(cases('region1')).toEqual(['SB-BREACH-1', 'SB-BREACH-2', 'SB-DUE-2', 'SB-LOW-1']);
    expect(cases('region2')).toEqual(['SB-BREACH-3', 'SB-LOW-3']);
    expect(cases('area12')).toEqual(['SB-BREACH-2', 'SB-DUE-2']);
    expect(cases('dealer1')).toEqual(['SB-BREACH-1', 'SB-LOW-1']);

    const [english] = mailsTo('csn');
    expect(english.subject).toBe('[VOC] Weekly digest 2026-11-16 to 2026-11-22 (Network)');
    expect(english.text).toContain("The week's breaches (3)");
    const [thaiMail] = mailsTo('region1');
    expect(thaiMail.subject).toContain('สรุปประจำสัปดาห์ 2026-11-16 ถึง 2026-11-22 (ภาค Region1)');
    expect(thaiMail.text).toContain('เรื่องที่เกินกำหนดในสัปดาห์ (2)');
    expect(thaiMail.list_unsubscribe).toMatch(/^<https:\/\/voc\.example\.test\/api\/subscriptions\/unsubscribe\?token=[A-Za-z0-9_%.-]+>$/);
    expect(thaiMail.list_unsubscribe_post).toBe('List-Unsubscribe=One-Click');
    expect(thaiMail.text).toContain(thaiMail.list_unsubscribe!.slice(1, -1));
    const rows = await sut.db.query<Array<{ kind: string; period: string; status: string }>>(`SELECT DISTINCT kind, period, status FROM user_mail_outbox`);
    expect(rows).toEqual([{ kind: 'weekly_digest', period: '2026-11-16', status: 'sent' }]);
  });

  it('the unsubscribe link: GET asks, POST unsubscribes without a sign-in; a tampered link is 400 and changes nothing', async () => {
    const link = new URL(mailsTo('region1')[0].list_unsubscribe!.slice(1, -1));
    const local = `/subscriptions/unsubscribe${link.search}`;
    const token = link.searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`;
    const forged = signUnsubscribeToken('another-secret-another-secret-another-secret', { userId: users.region1.id, kind: 'weekly_digest' });
    const otherUser = Buffer.from(`${users.csn.id}.weekly_digest`).toString('base64url') + token.slice(token.indexOf('.'));
    for (const bad of [tampered, forged, otherUser, 'nonsense', '']) {
      for (const method of ['GET', 'POST']) {
        const answer = await sut.call(method, `/subscriptions/unsubscribe?token=${encodeURIComponent(bad)}`);
        expect([method, bad, answer.status]).toEqual([method, bad, 400]);
      }
    }
    expect((await sut.call('POST', '/subscriptions/unsubscribe')).status).toBe(400);
    const still = await sut.db.query(`SELECT weekly_digest FROM user_subscriptions WHERE user_id = ANY($1::uuid[]) ORDER BY weekly_digest`, [[users.region1.id, users.csn.id]]);
    expect(still).toEqual([{ weekly_digest: true }, { weekly_digest: true }]);

    const page = await sut.call('GET', local);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    // Its own policy: the confirmation's form may post back to the api (the api's default forbids forms).
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    // The one-click POST as a mail client sends it (RFC 8058).
    const done = await fetch(`${sut.baseUrl}${local}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Unsubscribed');
    expect((await sut.db.query(`SELECT weekly_digest, monthly_brief, alerts FROM user_subscriptions WHERE user_id = $1`, [users.region1.id]))[0]).toEqual({ weekly_digest: false, monthly_brief: true, alerts: true });
    // Again: still done (a mail client may post twice).
    expect((await sut.call('POST', local)).status).toBe(200);

    expect(await requestWeeklyDigests(sut.db, sut.db, config, NEXT_MONDAY)).toBe(4);
    await drain();
    expect(mailsTo('region1')).toHaveLength(1);
    expect(mailsTo('csn')).toHaveLength(2);
  });

  it('an alert raised: one mail to each subscriber of its scope (and an SMS where chosen), once', async () => {
    const [rule] = await sut.db.query<Array<{ id: string }>>(`SELECT id::text FROM alert_rules WHERE kind = 'breached_share' AND level = 'dealer'`);
    const raise = async (dealer: PopulationDealer) => {
      const id = randomUUID();
      await sut.db.query(
        `INSERT INTO alerts (id, alert_key, rule_id, kind, level, scope_id, type, period, dealer_ref, area_code, region, figure, status, raised_at, updated_at)
         VALUES ($1, $2, $3, 'breached_share', 'dealer', $4, 'showroom', '2026-11', $7::uuid, $5, $6, '{"breached": 5, "open": 10, "share": 50}', 'open', now(), now())`,
        [id, `${rule.id}|dealer|${dealer.id}|showroom|2026-11`, rule.id, dealer.id, dealer.area, dealer.region, dealer.id],
      );
      return id;
    };
    const before = sink.messages().length;
    const alertId = await raise(d[0]);
    const now = new Date();
    // csn: email + SMS; region1: email + SMS; dealer1: email. region2 (another region) and area12 (alerts off) nothing.
    expect(await requestAlertMails(sut.db, config, now)).toBe(5);
    expect(await requestAlertMails(sut.db, config, now)).toBe(0);
    expect(await drain()).toBe(3);
    const mails = sink.messages().slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([users.csn.email, users.region1.email, users.dealer1.email].sort());
    expect(mails.find((m) => m.to[0] === users.csn.email)!.subject).toContain('Alert: High share of breached tickets (SB001');
    const texts = await sut.db.query<Array<{ address: string; user_id: string }>>(`SELECT address, user_id::text FROM user_mail_outbox WHERE channel = 'sms' AND period = $1 ORDER BY address`, [alertId]);
    expect(texts).toEqual([
      { address: '0811111111', user_id: users.csn.id },
      { address: '0822222222', user_id: users.region1.id },
    ]);
    // The next evaluation finds the alert still raised: nothing is sent again.
    expect(await requestAlertMails(sut.db, config, new Date())).toBe(0);
  });

  it('the monthly brief after the close: one mail per subscriber and brief scope, with the PDF the api stored; a place whose brief is not written waits a day, then goes with its link only; once', async () => {
    const closed = new Date('2026-11-05T18:00:00Z'); // 6 November 01:00 in Bangkok: October closed (close day 5)
    expect(await requestBriefMails(sut.db, sut.db, config, 5, closed)).toBe(0); // not frozen yet
    await sut.db.query(`INSERT INTO reporting.projection_checkpoints (projection, partition) VALUES ('tickets', 0) ON CONFLICT DO NOTHING`);
    await sut.db.query(`INSERT INTO reporting.frozen_months (projection, month, frozen_on, position, partition) VALUES ('tickets', '2026-10-01', $1, 1, 0)`, [closed.toISOString()]);
    // Frozen, but no brief is written yet: the mails wait for their PDF.
    expect(await requestBriefMails(sut.db, sut.db, config, 5, closed)).toBe(0);
    const stored = Buffer.from('%PDF-1.4 the network brief, in English');
    await sut.db.query(`INSERT INTO month_briefs (scope, month, language, content, pdf, render_ms) VALUES ('network', '2026-10-01', 'en', '{}'::jsonb, $1, 1)`, [stored]);
    expect(await requestBriefMails(sut.db, sut.db, config, 5, closed)).toBe(1); // csn reads English
    expect(await requestBriefMails(sut.db, sut.db, config, 5, new Date(closed.getTime() + 3600_000))).toBe(0);
    // A day after the close the region's brief is still not written: its mail goes with the link only.
    expect(await requestBriefMails(sut.db, sut.db, config, 5, new Date(closed.getTime() + 25 * 3600_000))).toBe(1);
    expect(await requestBriefMails(sut.db, sut.db, config, 5, new Date(closed.getTime() + 26 * 3600_000))).toBe(0);
    expect(await drain(storedBriefPdfs(sut.db))).toBe(2);
    const [network] = mailsTo('csn', 'Monthly executive brief');
    expect(network.subject).toBe('[VOC] Monthly executive brief 2026-10 (Network)');
    expect(network.text).toContain(`${PUBLIC_URL}/app/report/brief?month=2026-10&scope=network`);
    expect(network.attachments).toEqual([{ filename: 'BRIEF_network_202610_en.pdf', content_type: 'application/pdf', size: stored.length }]);
    const [region] = mailsTo('region1', 'สรุปผู้บริหาร');
    // The link opens the brief page of that region (the page's own scope form).
    expect(region.text).toContain(`${PUBLIC_URL}/app/report/brief?month=2026-10&scope=region-Region1`);
    expect(region.attachments).toBeUndefined();
  });

  it('a transport that is down leaves the mails owed, with a backoff, and they go once it is back', async () => {
    const week = new Date('2026-12-07T01:00:00Z');
    expect(await requestWeeklyDigests(sut.db, sut.db, config, week)).toBe(4);
    const outbox = new UserMailOutbox(uow);
    const down = { send: () => Promise.reject(new TransportError(false, 'connect ECONNREFUSED')) };
    const claimed = await outbox.claimDue(50, ['email'], new Date());
    expect(claimed).toHaveLength(4);
    for (const row of claimed) expect((await sendUserMail(outbox, { email: down, sms: null }, NO_BRIEF_PDF, row, 1000)).kind).toBe('retry');
    const owed = await sut.db.query<Array<{ status: string; attempts: number; last_error: string; later: boolean }>>(
      `SELECT DISTINCT status, attempts, last_error, next_attempt_at > now() AS later FROM user_mail_outbox WHERE period = '2026-11-30'`,
    );
    expect(owed).toEqual([{ status: 'requested', attempts: 1, last_error: 'connect ECONNREFUSED', later: true }]);
    expect(await outbox.claimDue(50, ['email'], new Date())).toEqual([]);
    const before = sink.messages().length;
    await until(async () => {
      await drain();
      return sink.messages().length - before >= 4;
    }, 10_000, 'the owed digests sent after the backoff');
    expect(sink.messages().length - before).toBe(4);
    expect(await sut.db.query(`SELECT DISTINCT status, attempts FROM user_mail_outbox WHERE period = '2026-11-30'`)).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('the notify report counts the subscription mails by month, kind and channel', async () => {
    const answer = await sut.call('GET', '/tickets/report/notify?type=showroom&from_notified_date=2026-11-01&to_notified_date=2026-11-30', { token: users.csn.token });
    expect(answer.status).toBe(200);
    expect(answer.body.success.subscription_mails).toEqual([
      { month: '2026-11', kind: 'alerts', channel: 'email', requested: 3, sent: 3, failed: 0 },
      { month: '2026-11', kind: 'alerts', channel: 'sms', requested: 2, sent: 0, failed: 0 },
      { month: '2026-11', kind: 'monthly_brief', channel: 'email', requested: 2, sent: 2, failed: 0 },
      { month: '2026-11', kind: 'weekly_digest', channel: 'email', requested: 9, sent: 9, failed: 0 },
    ]);
    const sms = await sut.call('GET', '/tickets/report/notify?type=showroom&channel=sms&from_notified_date=2026-11-01&to_notified_date=2026-11-30', { token: users.csn.token });
    expect(sms.body.success.subscription_mails.map((r: { kind: string; channel: string }) => `${r.kind}:${r.channel}`)).toEqual(['alerts:sms']);
  });
});

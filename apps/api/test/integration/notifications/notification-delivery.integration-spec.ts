import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { UnitOfWork } from '@voc/sql';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { NotificationOutbox } from '@voc/notifications';
// The notification proofs run the worker's sender and the development stand-ins beside the api,
// as npm start runs them (this test's own support, like test-worker.ts).
/* eslint-disable @nx/enforce-module-boundaries */
import { startSmsStandin, type SmsStandin } from '../../../../notify-standins/src/sms-gateway-standin';
import { startSmtpSink, type SmtpSink } from '../../../../notify-standins/src/smtp-sink';
import { sendNotification } from '../../../../worker/src/notifications/send-notification';
import { requestEscalations } from '../../../../worker/src/notifications/request-escalations';
import { sweepDeadlines } from '../../../../worker/src/projections/tickets/deadline-sweep';
import { testProjectionStores as projectionStores } from '../../../../worker/test/support/test-projection-stores';
import { SmsGatewayClient } from '../../../../worker/src/notifications/transports/sms-gateway-client';
import { SmtpTransport } from '../../../../worker/src/notifications/transports/smtp-transport';
import type { NotificationTransport, NotificationTransports } from '../../../../worker/src/notifications/transports/notification-transport';
/* eslint-enable @nx/enforce-module-boundaries */
import { createDealer, createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { startTestWorker, waitFor } from '../../support/test-worker';
import { createTicketVia, eventsOf, signIn, ticketForm } from '../../support/ticket-fixtures';
import { readWorkbook } from '../../support/hotsheet-fixtures';

const RECEIPT_TOKEN = `receipts-${randomBytes(16).toString('hex')}`;

/** A customer mobile no other test uses (the same-tel warning stays out of the way); `failing`: one the stand-in's delivery fails (…0000). */
const customerMobile = (failing = false) => `09${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${failing ? '0000' : String(1000 + Math.floor(Math.random() * 8999))}`;

interface OutboxView {
  id: string;
  channel: string;
  purpose: string;
  recipient_role: string;
  address: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
}

describe('notifications through the real SMTP sink and SMS gateway stand-in', () => {
  let sut: TestApi;
  let worker: INestApplicationContext;
  let sink: SmtpSink;
  let sms: SmsStandin;
  let agent: string;
  let approver: string;
  let dealerStaff: string;
  const prefix = `notify-${randomBytes(4).toString('hex')}`;

  /** A dealer with a manager reachable by email and mobile (and optionally a bad email). */
  async function dealerWithManager(managerEmail: string, mobile = '0812345678'): Promise<string> {
    const dealer = await createDealer(sut.db);
    const manager = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id });
    await sut.db.query(`UPDATE users SET position_title = 'ผู้จัดการฝ่ายขาย', email = $2, mobile = $3 WHERE id = $1`, [manager.id, managerEmail, mobile]);
    return dealer.id;
  }

  const outboxOf = (ticketId: string) =>
    sut.db.query<OutboxView[]>(
      `SELECT id, channel, purpose, recipient_role, address, status, attempts, last_error, provider_message_id FROM notification_outbox WHERE ticket_id = $1 ORDER BY purpose, channel`,
      [ticketId],
    );
  const settled = (ticketId: string, states: string[]) => async () => {
    const rows = await outboxOf(ticketId);
    return rows.length > 0 && rows.every((r) => states.includes(r.status)) ? rows : undefined;
  };

  beforeAll(async () => {
    sut = await startTestApi({ SMS_RECEIPT_TOKEN: RECEIPT_TOKEN, REDIS_PREFIX: prefix });
    sink = await startSmtpSink();
    sms = await startSmsStandin({ receiptUrl: `${sut.baseUrl}/notifications/sms/receipts`, receiptToken: RECEIPT_TOKEN, receiptDelayMs: 50 });
    worker = await startTestWorker(prefix, {
      SMTP_URL: sink.smtpUrl,
      SMTP_FROM: 'VOC <voc@demo.local>',
      SMS_GATEWAY_URL: sms.url,
      SMS_GATEWAY_USER: sms.user,
      SMS_GATEWAY_PASSWORD: sms.password,
      NOTIFY_MAX_BACKOFF_MS: '400',
      NOTIFY_DISPATCH_EVERY_MS: '50',
    });
    agent = await signIn(sut, await createUser(sut.db, { type: 'callcenter' }));
    approver = await signIn(sut, await createUser(sut.db, { type: 'nissan', permission: { ticket_validation: true } }));
    dealerStaff = ''; // set per dealer below
  });
  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    await sms?.close();
    await sink?.close();
  });

  let firstDealer = '';
  let badDealer = '';

  it('tells the branch manager of a new ticket by email and SMS, and records sent and delivered', async () => {
    const dealerId = await dealerWithManager('manager@dealer.example.com', '0812345001');
    firstDealer = dealerId;
    const ticketId = await createTicketVia(sut, agent, ticketForm(dealerId));
    // Requested in the ticket's own transaction: there as soon as the create answered.
    const requested = await outboxOf(ticketId);
    expect(requested.map((r) => [r.channel, r.purpose, r.recipient_role, r.address])).toEqual([
      ['email', 'new_ticket', 'branch_manager', 'manager@dealer.example.com'],
      ['sms', 'new_ticket', 'branch_manager', '0812345001'],
    ]);
    const rows = await waitFor(async () => {
      const now = await outboxOf(ticketId);
      return now.find((r) => r.channel === 'email')?.status === 'sent' && now.find((r) => r.channel === 'sms')?.status === 'delivered' ? now : undefined;
    }, 20_000, 'email sent and SMS delivered');
    const caseNo = (await sut.db.query<Array<{ case_no: string }>>(`SELECT case_no FROM tickets WHERE id = $1`, [ticketId]))[0].case_no;
    const mail = sink.messages().filter((m) => m.to.includes('manager@dealer.example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain(caseNo);
    expect(mail[0].text).toContain('ติดต่อลูกค้าภายใน');
    expect(mail[0].text).toContain('Contact the customer by');
    const texts = sms.messages().filter((m) => m.to === '0812345001');
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(caseNo);
    expect(rows.find((r) => r.channel === 'sms')?.provider_message_id).toBe(texts[0].message_id);
    const types = (await eventsOf(sut.db, ticketId)).map((e) => `${e.type}${e.payload.channel ? `:${e.payload.channel}` : ''}`);
    expect(types.filter((t) => t.startsWith('Notification')).sort()).toEqual(
      ['NotificationDelivered:sms', 'NotificationRequested:email', 'NotificationRequested:sms', 'NotificationSent:email', 'NotificationSent:sms'].sort(),
    );
    // The projection follows the log.
    const projected = await waitFor(async () => {
      const r = await sut.db.query<Array<{ channel: string; status: string }>>(`SELECT channel, status FROM reporting.notification_status WHERE ticket_id = $1 ORDER BY channel`, [ticketId]);
      return r.length === 2 && r[0].status === 'sent' && r[1].status === 'delivered' ? r : undefined;
    }, 20_000, 'the notification projection');
    expect(projected).toEqual([
      { channel: 'email', status: 'sent' },
      { channel: 'sms', status: 'delivered' },
    ]);
  });

  it('a bad address ends failed with its reason, on each channel', async () => {
    const dealerId = await dealerWithManager('nobody@dealer.invalid', '12345');
    badDealer = dealerId;
    const ticketId = await createTicketVia(sut, agent, ticketForm(dealerId));
    const rows = await waitFor(settled(ticketId, ['failed']), 20_000, 'both failed');
    expect(rows.find((r) => r.channel === 'email')?.last_error).toMatch(/550/);
    expect(rows.find((r) => r.channel === 'sms')?.last_error).toMatch(/400 invalid_recipient/);
    const failures = (await eventsOf(sut.db, ticketId)).filter((e) => e.type === 'NotificationFailed');
    expect(failures.map((e) => e.payload.stage)).toEqual(['send', 'send']);
    expect(sms.messages().some((m) => m.to === '12345')).toBe(false);
  });

  it('sends the customer the satisfaction SMS on completion; a failed delivery receipt is recorded with its reason', async () => {
    const dealerId = await dealerWithManager('m2@dealer.example.com', '0812345002');
    const staff = await createUser(sut.db, { type: 'dealer', dealerId });
    dealerStaff = await signIn(sut, staff);
    const tel = customerMobile(true);
    const ticketId = await createTicketVia(sut, agent, ticketForm(dealerId, { tel }));
    for (const status of ['C', 'S', 'T']) expect((await sut.call('PATCH', `/tickets/${ticketId}`, { token: dealerStaff, body: { status } })).status).toBe(200);
    const done = await sut.call('PUT', `/tickets/${ticketId}`, { token: approver, body: { name: 'คุณลูกค้า', tel, complaint_solution: 'แก้ไขแล้ว', status: 'B' } });
    expect(done.status).toBe(200);
    const row = await waitFor(async () => {
      const r = (await outboxOf(ticketId)).find((x) => x.purpose === 'satisfaction_sms');
      return r && r.status === 'failed' ? r : undefined;
    }, 20_000, 'the satisfaction SMS receipt');
    // Numbers ending in 0000 are accepted by the stand-in and then fail to deliver.
    expect(row).toMatchObject({ channel: 'sms', recipient_role: 'customer', address: tel, last_error: 'handset unreachable' });
    const failed = (await eventsOf(sut.db, ticketId)).find((e) => e.type === 'NotificationFailed');
    expect(failed?.payload).toMatchObject({ stage: 'delivery', purpose: 'satisfaction_sms', reason: 'handset unreachable' });
  });

  it('KPI5c reads the recorded satisfaction SMS outcome; the entered flag overrides it only when marked so', async () => {
    const dealerId = await dealerWithManager('m5@dealer.example.com', '0812345005');
    const staff = await signIn(sut, await createUser(sut.db, { type: 'dealer', dealerId }));
    const complete = async (tel: string) => {
      const id = await createTicketVia(sut, agent, ticketForm(dealerId, { tel }));
      for (const status of ['C', 'S', 'T']) expect((await sut.call('PATCH', `/tickets/${id}`, { token: staff, body: { status } })).status).toBe(200);
      expect((await sut.call('PUT', `/tickets/${id}`, { token: approver, body: { name: 'คุณลูกค้า', tel, complaint_solution: 'แก้ไขแล้ว', status: 'B' } })).status).toBe(200);
      return id;
    };
    const verify = (id: string, entered: 0 | 1, override?: 0 | 1) =>
      sut.call('PUT', `/tickets/verified/${id}`, {
        token: approver,
        body: { satisfied: 'Y', customer_voc: 'พอใจ', review_status: 1, review_detail: 'ครบ', contacted_status: 1, verify_by: 'CSN', recieved_satisfied_sms_status: entered, recieved_satisfied_sms_detail: 'ตรวจแล้ว', ...(override === undefined ? {} : { recieved_satisfied_sms_override: override }) },
      });
    const kpi = (id: string) =>
      waitFor(async () => {
        const [row] = await sut.db.query<Array<{ sms_outcome: string | null; sms_received: boolean | null; kpi5c: boolean | null; satisfaction_at: Date | null }>>(
          `SELECT sms_outcome, sms_received, kpi5c, satisfaction_at FROM reporting.ticket_kpi WHERE ticket_id = $1`,
          [id],
        );
        return row && row.sms_outcome !== null && row.satisfaction_at !== null ? row : undefined;
      }, 20_000, 'the KPI row with the SMS outcome and the verification');

    const delivered = await complete(customerMobile());
    await waitFor(async () => (await outboxOf(delivered)).find((r) => r.purpose === 'satisfaction_sms' && r.status === 'delivered'), 20_000, 'delivered');
    expect((await verify(delivered, 0)).status).toBe(200);
    expect(await kpi(delivered)).toMatchObject({ sms_outcome: 'delivered', sms_received: true, kpi5c: true });

    const failed = await complete(customerMobile(true));
    await waitFor(async () => (await outboxOf(failed)).find((r) => r.purpose === 'satisfaction_sms' && r.status === 'failed'), 20_000, 'failed');
    expect((await verify(failed, 1)).status).toBe(200);
    expect(await kpi(failed)).toMatchObject({ sms_outcome: 'failed', sms_received: false, kpi5c: false });
    expect((await verify(failed, 1, 1)).status).toBe(200);
    await waitFor(async () => ((await kpi(failed)).kpi5c === true ? true : undefined), 20_000, 'the override counted');
    // The override is in the log with who made it and when.
    const verifications = (await eventsOf(sut.db, failed)).filter((e) => e.type === 'TicketVerified');
    expect(verifications.map((e) => e.payload.review.recieved_satisfied_sms_override ?? null)).toEqual([null, 1]);
    expect(verifications[1].actor_type).toBe('nissan');
  });

  it('the gateway down for a while delays the SMS, never drops it', async () => {
    sms.setDown(true);
    const dealerId = await dealerWithManager('m3@dealer.example.com', '0812345003');
    const requestsBefore = sms.sendRequests();
    const ticketId = await createTicketVia(sut, agent, ticketForm(dealerId));
    // A row's attempts count its claims: the third claim may not have reached the gateway yet, so
    // three refusals are three requests the gateway answered 503 (nothing else sends SMS here now).
    const stuck = await waitFor(async () => {
      const r = (await outboxOf(ticketId)).find((x) => x.channel === 'sms');
      return r && r.attempts >= 3 && sms.sendRequests() - requestsBefore >= 3 ? r : undefined;
    }, 20_000, 'three refused attempts');
    expect(stuck.status).toBe('sending');
    expect(stuck.last_error).toMatch(/503/);
    expect(sms.messages().some((m) => m.to === '0812345003')).toBe(false);
    sms.setDown(false);
    const row = await waitFor(async () => {
      const r = (await outboxOf(ticketId)).find((x) => x.channel === 'sms');
      return r && r.status === 'delivered' ? r : undefined;
    }, 20_000, 'delivered once the gateway is back');
    expect(row.attempts).toBeGreaterThanOrEqual(4);
    expect(sms.messages().filter((m) => m.to === '0812345003')).toHaveLength(1);
  });

  it('reports them by month, channel and dealer with the failure reasons, on the page and in the download', async () => {
    const csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    // The Bangkok day the first dealer's notices were requested (not the clock's day now: run across
    // Bangkok midnight, 17:00 UTC, the report of "today" held none of them).
    const [{ day: today }] = await sut.db.query<Array<{ day: string }>>(
      `SELECT to_char(min(o.requested_at) AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day FROM notification_outbox o JOIN tickets t ON t.id = o.ticket_id WHERE t.dealer_ref = $1::uuid`,
      [firstDealer],
    );
    const month = today.slice(0, 7);
    const query = (dealer: string, extra = '') => `/tickets/report/notify?type=showroom&from_notified_date=${today}&to_notified_date=${today}&group_by=dealer&dealer_id=${dealer}${extra}`;
    const report = await waitFor(async () => {
      const res = await sut.call<any>('GET', query(firstDealer), { token: csn });
      expect(res.status).toBe(200);
      const rows = res.body.success.rows as Array<{ channel: string; delivered: number; sent: number }>;
      return rows.length === 2 && rows.every((r) => r.sent === 1) && rows.find((r) => r.channel === 'sms')?.delivered === 1 ? res.body.success : undefined;
    }, 20_000, 'the report of the first dealer');
    expect(report.rows.map((r: any) => [r.month, r.channel, r.requested, r.sent, r.delivered, r.failed])).toEqual([
      [month, 'email', 1, 1, 0, 0],
      [month, 'sms', 1, 1, 1, 0],
    ]);
    expect(report.rows[0].label).toMatch(/นิสสัน ทดสอบ/);
    expect(report.total).toEqual({ requested: 2, sent: 2, delivered: 1, failed: 0 });

    const failed = await waitFor(async () => {
      const res = await sut.call<any>('GET', query(badDealer), { token: csn });
      return res.body.success?.total.failed === 2 ? res.body.success : undefined;
    }, 20_000, 'the failures of the bad-address dealer');
    expect(failed.failures.map((f: any) => [f.channel, f.stage, f.kind, f.count])).toEqual([
      ['email', 'send', 'invalid_recipient', 1],
      ['sms', 'send', 'invalid_recipient', 1],
    ]);
    expect(failed.failures[0].reason).toMatch(/550/);
    expect(failed.failures[0].addresses).toEqual(['nobody@dealer.invalid']);
    expect(failed.failures[1].addresses).toEqual(['12345']);
    const smsOnly = await sut.call<any>('GET', query(badDealer, '&channel=sms'), { token: csn });
    expect(smsOnly.body.success.rows.map((r: any) => r.channel)).toEqual(['sms']);

    const download = await fetch(`${sut.baseUrl}${query(firstDealer, '&channel=sms&lang=en-US').replace('/tickets/report/notify', '/tickets/report/excel/notify')}`, { headers: { authorization: `Bearer ${csn}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`notify_showroom_sms_${month.replace('-', '')}.xlsx`);
    const book = await readWorkbook(Buffer.from(await download.arrayBuffer()));
    const sheet = book.getWorksheet('notify');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Month', 'Channel', 'Dealer', 'Requested', 'Sent', 'Delivered', 'Failed']);
    expect((sheet?.getRow(2).values as unknown[]).slice(4)).toEqual([1, 1, 1, 0]);
  });

  it('groups the failure reasons by kind, the numbers apart: refused numbers of one branch make one row', async () => {
    const csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    const dealerId = await dealerWithManager('m6@dealer.example.com', '021110001');
    const first = await createTicketVia(sut, agent, ticketForm(dealerId));
    await sut.db.query(`UPDATE users SET mobile = '021110002' WHERE dealer_ref = $1`, [dealerId]);
    const second = await createTicketVia(sut, agent, ticketForm(dealerId));
    for (const id of [first, second]) await waitFor(settled(id, ['sent', 'failed']), 20_000, 'sent or refused');
    const [{ day }] = await sut.db.query<Array<{ day: string }>>(
      `SELECT to_char(min(requested_at) AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day FROM notification_outbox WHERE ticket_id = $1`,
      [first],
    );
    const report = await waitFor(async () => {
      const res = await sut.call<any>('GET', `/tickets/report/notify?type=showroom&from_notified_date=${day}&to_notified_date=${day}&channel=sms&dealer_id=${dealerId}`, { token: csn });
      expect(res.status).toBe(200);
      return res.body.success.total.failed === 2 ? res.body.success : undefined;
    }, 20_000, 'both SMS refused in the report');
    // Two reasons that differ only by the number: one row, the numbers listed apart, the words masked.
    expect(report.failures).toEqual([
      { channel: 'sms', stage: 'send', kind: 'invalid_recipient', reason: '400 invalid_recipient: not a Thai mobile number: …', count: 2, addresses: expect.arrayContaining(['021110001', '021110002']), branches: [] },
    ]);
    expect(report.failures[0].addresses).toHaveLength(2);
  });

  it('records a branch without a contact as "not sent: no contact", never sends it, and lists the branch on the report and in the download', async () => {
    const csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    const bare = (await createDealer(sut.db)).id; // no manager at all
    const emailOnly = await dealerWithManager('m7@dealer.example.com', '');
    await sut.db.query(`UPDATE users SET mobile = NULL WHERE dealer_ref = $1`, [emailOnly]);
    const smsBefore = sms.messages().length;
    const bareTicket = await createTicketVia(sut, agent, ticketForm(bare));
    const emailOnlyTicket = await createTicketVia(sut, agent, ticketForm(emailOnly));
    // Recorded in the ticket's own transaction, failed at once with its reason: nothing owed to a transport.
    expect((await outboxOf(bareTicket)).map((r) => [r.channel, r.purpose, r.recipient_role, r.address, r.status, r.last_error])).toEqual([
      ['email', 'new_ticket', 'branch_manager', '', 'failed', 'no_contact: no branch manager with an email address'],
      ['sms', 'new_ticket', 'branch_manager', '', 'failed', 'no_contact: no branch manager with a mobile number'],
    ]);
    expect((await outboxOf(emailOnlyTicket)).map((r) => [r.channel, r.address, r.status])).toEqual([
      ['email', 'm7@dealer.example.com', 'requested'],
      ['sms', '', 'failed'],
    ]);
    const events = (await eventsOf(sut.db, bareTicket)).filter((e) => e.type.startsWith('Notification')).map((e) => `${e.type}:${e.payload.channel}:${e.payload.stage ?? ''}`);
    expect(events.sort()).toEqual(['NotificationFailed:email:send', 'NotificationFailed:sms:send', 'NotificationRequested:email:', 'NotificationRequested:sms:'].sort());
    await waitFor(settled(emailOnlyTicket, ['sent', 'failed']), 20_000, 'the email sent');
    expect((await outboxOf(bareTicket)).every((r) => r.attempts === 0 && r.status === 'failed')).toBe(true);
    expect(sms.messages().length).toBe(smsBefore);

    const [{ day }] = await sut.db.query<Array<{ day: string }>>(`SELECT to_char(min(requested_at) AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day FROM notification_outbox WHERE ticket_id = $1`, [bareTicket]);
    const query = (dealer: string, extra = '') => `/tickets/report/notify?type=showroom&from_notified_date=${day}&to_notified_date=${day}&group_by=dealer&dealer_id=${dealer}${extra}`;
    const report = await waitFor(async () => {
      const res = await sut.call<any>('GET', query(bare), { token: csn });
      return res.body.success?.total.failed === 2 ? res.body.success : undefined;
    }, 20_000, 'the no-contact branch in the report');
    expect(report.total).toEqual({ requested: 2, sent: 0, delivered: 0, failed: 2 });
    expect(report.failures.map((f: any) => [f.channel, f.kind, f.count, f.branches.map((b: any) => b.key)])).toEqual([
      ['email', 'no_contact', 1, [bare]],
      ['sms', 'no_contact', 1, [bare]],
    ]);
    expect(report.failures[0].branches[0].label).toMatch(/นิสสัน ทดสอบ/);
    const smsReport = await waitFor(async () => {
      const res = await sut.call<any>('GET', query(emailOnly, '&channel=sms'), { token: csn });
      return res.body.success?.total.failed === 1 ? res.body.success : undefined;
    }, 20_000, 'the email-only branch in the SMS report');
    expect(smsReport.failures.map((f: any) => [f.kind, f.branches.map((b: any) => b.key)])).toEqual([['no_contact', [emailOnly]]]);

    const download = await fetch(`${sut.baseUrl}${query(bare, '&lang=en-US').replace('/tickets/report/notify', '/tickets/report/excel/notify')}`, { headers: { authorization: `Bearer ${csn}` } });
    expect(download.status).toBe(200);
    const sheet = (await readWorkbook(Buffer.from(await download.arrayBuffer()))).getWorksheet('failures');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Channel', 'Stage', 'Kind', 'Reason (example)', 'Count', 'Numbers / emails', 'Branches without a contact']);
    expect((sheet?.getRow(2).values as unknown[]).slice(3, 6)).toEqual(['Not sent: no contact', 'no_contact: no branch manager with an email address', 1]);
    expect(String((sheet?.getRow(2).values as unknown[])[7])).toMatch(/Nissan Test/);
  });

  it.each([
    ['no type', 'from_notified_date=2026-01-01&to_notified_date=2026-01-31', 'type'],
    ['no dates', 'type=service', 'from_notified_date'],
    ['a bad date', 'type=service&from_notified_date=2026-02-30x&to_notified_date=2026-03-01', 'from_notified_date'],
    ['to before from', 'type=service&from_notified_date=2026-03-01&to_notified_date=2026-02-01', 'to_notified_date'],
    ['an unknown channel', 'type=service&from_notified_date=2026-03-01&to_notified_date=2026-03-02&channel=fax', 'channel'],
  ])('refuses %s with 400 naming the field', async (_name, params, field) => {
    const csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    const res = await sut.call<any>('GET', `/tickets/report/notify?${params}`, { token: csn });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each(['region_manager', 'area_manager', 'callcenter', 'external'] as const)('answers 403 to %s (the menu rule: admin-like, not the exclusion set)', async (type) => {
    const token = await signIn(sut, await createUser(sut.db, { type }));
    const res = await sut.call<any>('GET', '/tickets/report/notify?type=service&from_notified_date=2026-03-01&to_notified_date=2026-03-02', { token });
    expect(res.status).toBe(403);
    expect((await sut.call<any>('GET', '/tickets/report/excel/notify?type=service&from_notified_date=2026-03-01&to_notified_date=2026-03-02', { token })).status).toBe(403);
  });

  it('a worker that dies between sending and recording does not send twice: the retry sends under the same key', async () => {
    // No worker here: the rows are taken by hand, as a worker would take them.
    const dealerId = await dealerWithManager('m4@dealer.example.com', '0812345004');
    await worker.close();
    try {
      const ticketId = await createTicketVia(sut, agent, ticketForm(dealerId));
      const uow = new UnitOfWork(sut.db);
      const outbox = new NotificationOutbox(uow);
      const realSms = new SmsGatewayClient({ baseUrl: sms.url, user: sms.user, password: sms.password, sender: 'VOC', timeoutMs: 2000 });
      const realMail = new SmtpTransport({ url: sink.smtpUrl, from: 'VOC <voc@demo.local>' });
      // The process dies right after the transport accepted: nothing after the send runs.
      const dying = (transport: NotificationTransport): NotificationTransport => ({
        send: async (message) => {
          await transport.send(message);
          throw new Error('killed');
        },
      });
      const killed: NotificationTransports = { sms: dying(realSms), email: dying(realMail) };
      const real: NotificationTransports = { sms: realSms, email: realMail };
      for (const row of await outboxOf(ticketId)) {
        await expect(sendNotification(outbox, killed, row.id, 100)).rejects.toThrow('killed');
      }
      expect((await outboxOf(ticketId)).map((r) => r.status)).toEqual(['sending', 'sending']);
      // The job runs again (BullMQ takes a dead worker's job up again): sent once, recorded once.
      for (const row of await outboxOf(ticketId)) expect((await sendNotification(outbox, real, row.id, 100)).kind).toBe('sent');
      // And once more (a duplicate job): nothing to do.
      for (const row of await outboxOf(ticketId)) expect((await sendNotification(outbox, real, row.id, 100)).kind).toBe('done');
      realMail.close();
      expect(sms.messages().filter((m) => m.to === '0812345004')).toHaveLength(1);
      expect(sink.messages().filter((m) => m.to.includes('m4@dealer.example.com'))).toHaveLength(1);
      const sent = (await eventsOf(sut.db, ticketId)).filter((e) => e.type === 'NotificationSent');
      expect(sent.map((e) => e.payload.attempts)).toEqual([2, 2]);
    } finally {
      worker = await startTestWorker(prefix, {
        SMTP_URL: sink.smtpUrl,
        SMTP_FROM: 'VOC <voc@demo.local>',
        SMS_GATEWAY_URL: sms.url,
        SMS_GATEWAY_USER: sms.user,
        SMS_GATEWAY_PASSWORD: sms.password,
        NOTIFY_MAX_BACKOFF_MS: '400',
        NOTIFY_DISPATCH_EVERY_MS: '50',
      });
    }
  });
});

describe('the receipt endpoint (POST /api/notifications/sms/receipts)', () => {
  let sut: TestApi;
  const token = `receipts-${randomBytes(16).toString('hex')}`;
  const receipt = { message_id: 'no-such-message', client_reference: 'no-such-key', status: 'delivered', at: '2026-11-25T00:00:00Z' };

  beforeAll(async () => {
    sut = await startTestApi({ SMS_RECEIPT_TOKEN: token });
  });
  afterAll(() => sut.close());

  const post = (body: unknown, auth?: string) => sut.call<any>('POST', '/notifications/sms/receipts', { body, headers: auth === undefined ? {} : { authorization: auth } });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer wrong'],
    ['the token without Bearer', token],
    ['a user-like token of the right length', `Bearer ${'x'.repeat(token.length)}`],
  ])('refuses %s with 401 in the envelope', async (_name, auth) => {
    const res = await post(receipt, auth);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { name: 'Unauthorized', message: 'errors.auth.unauthorized' } });
  });

  it.each([
    ['an unknown status', { ...receipt, status: 'read' }, 'status'],
    ['no message id', { ...receipt, message_id: '' }, 'message_id'],
    ['a time that is not ISO', { ...receipt, at: 'yesterday' }, 'at'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const res = await post(body, `Bearer ${token}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('answers 404 for a message it never sent', async () => {
    const res = await post(receipt, `Bearer ${token}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('errors.notification.unknownMessage');
  });

  it('refuses every receipt when no token is configured', async () => {
    const other = await startTestApi();
    try {
      const res = await other.call<any>('POST', '/notifications/sms/receipts', { body: receipt, headers: { authorization: 'Bearer ' } });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('reminders and escalations: once per ticket and deadline (own database)', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let worker: INestApplicationContext;
  const prefix = `escalate-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_escalate');
    sut = await startTestApi({ DATABASE_URL: database.url, REDIS_PREFIX: prefix });
    // Projections only: no transport, so the requested rows stay as they are for the count.
    worker = await startTestWorker(prefix, { DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    await database?.drop();
  });

  it('due soon reminds the branch; breached tells the area manager, a day later the region manager; repeats request nothing', async () => {
    const dealer = await createDealer(sut.db);
    const manager = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id });
    await sut.db.query(`UPDATE users SET position_title = 'Sales Manager', email = 'branch@dealer.example.com', mobile = '0811111111' WHERE id = $1`, [manager.id]);
    const area = await createUser(sut.db, { type: 'area_manager' });
    const region = await createUser(sut.db, { type: 'region_manager' });
    const otherArea = await createUser(sut.db, { type: 'area_manager' });
    await sut.db.query(`UPDATE users SET sale_area_code = 'R1-1', service_area_code = 'R1-1', mobile = '0822222222' WHERE id = $1`, [area.id]);
    await sut.db.query(`UPDATE users SET dealer_sales_region = 'Region1', dealer_service_region = 'Region1', mobile = '0833333333' WHERE id = $1`, [region.id]);
    await sut.db.query(`UPDATE users SET sale_area_code = 'R2-1', service_area_code = 'R2-1' WHERE id = $1`, [otherArea.id]);
    const agent = await signIn(sut, await createUser(sut.db, { type: 'callcenter' }));
    const ticketId = await createTicketVia(sut, agent, ticketForm(dealer.id));
    const createdAt = (await sut.db.query<Array<{ created_date: Date }>>(`SELECT created_date FROM tickets WHERE id = $1`, [ticketId]))[0].created_date;
    await waitFor(async () => ((await sut.db.query(`SELECT 1 FROM reporting.ticket_kpi WHERE ticket_id = $1`, [ticketId])) as unknown[]).length > 0 || undefined, 20_000, 'the KPI row');

    const stores = projectionStores(sut.db);
    const uow = new UnitOfWork(sut.db);
    const at = (hours: number) => new Date(createdAt.getTime() + hours * 3600_000);
    const step = async (hours: number) => {
      await sweepDeadlines(stores, at(hours));
      return requestEscalations(stores, uow, at(hours));
    };
    const requestedFor = async () =>
      (await sut.db.query<Array<{ purpose: string; kpi: string; address: string }>>(`SELECT purpose, kpi, address FROM notification_outbox WHERE ticket_id = $1 AND purpose <> 'new_ticket' ORDER BY purpose, address`, [ticketId])).map(
        (r) => `${r.purpose} ${r.kpi} ${r.address}`,
      );

    expect(await step(10)).toBe(0); // on time
    expect(await step(20)).toBe(2); // KPI2a (24 h) has less than a fifth left: the branch, by email and SMS
    expect(await step(21)).toBe(0);
    expect(await step(25)).toBe(2); // breached: the area manager of R1-1 (email and mobile), not the one of R2-1
    expect(await step(26)).toBe(0);
    expect(await step(49)).toBe(2); // a day past the deadline: the region manager (email and mobile)
    expect(await step(50)).toBe(0);
    expect(await requestedFor()).toEqual([
      'deadline_reminder kpi2a 0811111111',
      'deadline_reminder kpi2a branch@dealer.example.com',
      'escalation_area kpi2a 0822222222',
      `escalation_area kpi2a ${area.email}`,
      'escalation_region kpi2a 0833333333',
      `escalation_region kpi2a ${region.email}`,
    ]);
    // Every request has its event, once.
    expect((await eventsOf(sut.db, ticketId)).filter((e) => e.type === 'NotificationRequested' && e.payload.purpose !== 'new_ticket')).toHaveLength(6);
  });
});

describe('owed notifications survive Redis losing their jobs (own database)', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let sink: SmtpSink;
  let sms: SmsStandin;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_notify_owed');
    sut = await startTestApi({ DATABASE_URL: database.url });
    sink = await startSmtpSink();
    sms = await startSmsStandin();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await sut?.close();
    await sms?.close();
    await sink?.close();
    await database?.drop();
  });

  it('rows queued into a Redis that then lost them are queued again by the OwedWork keeper and sent once', async () => {
    const dealer = await createDealer(sut.db);
    const manager = await createUser(sut.db, { type: 'dealer', dealerId: dealer.id });
    await sut.db.query(`UPDATE users SET position_title = 'ผู้จัดการ', email = 'owed@dealer.example.com', mobile = '0812345099' WHERE id = $1`, [manager.id]);
    const agent = await signIn(sut, await createUser(sut.db, { type: 'callcenter' }));
    const ticketId = await createTicketVia(sut, agent, ticketForm(dealer.id));
    // A dispatcher took them and queued their jobs a while ago; Redis has since lost every key.
    const taken = await new NotificationOutbox(new UnitOfWork(sut.db)).takeToQueue(10, ['sms', 'email']);
    expect(taken).toHaveLength(2);
    await sut.db.query(`UPDATE notification_outbox SET queued_at = now() - interval '5 minutes' WHERE ticket_id = $1`, [ticketId]);

    // A worker on an empty Redis prefix, its keeper on: it finds them owed and queues them again.
    workers.push(
      await startTestWorker(`owed-${randomBytes(4).toString('hex')}`, {
        DATABASE_URL: database.url,
        OWED_WORK_EVERY_MS: '1000',
        SMTP_URL: sink.smtpUrl,
        SMTP_FROM: 'VOC <voc@demo.local>',
        SMS_GATEWAY_URL: sms.url,
        SMS_GATEWAY_USER: sms.user,
        SMS_GATEWAY_PASSWORD: sms.password,
      }),
    );
    const rows = await waitFor(async () => {
      const r = await sut.db.query<Array<{ status: string }>>(`SELECT status FROM notification_outbox WHERE ticket_id = $1`, [ticketId]);
      return r.every((x) => x.status === 'sent') ? r : undefined;
    }, 30_000, 'both sent after the keeper ran');
    expect(rows).toHaveLength(2);
    expect(sms.messages().filter((m) => m.to === '0812345099')).toHaveLength(1);
    expect(sink.messages().filter((m) => m.to.includes('owed@dealer.example.com'))).toHaveLength(1);
  });
});

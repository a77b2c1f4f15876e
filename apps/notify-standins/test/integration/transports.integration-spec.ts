import http from 'node:http';
import type { AddressInfo } from 'node:net';
// The contract tests run the worker's transports (the product's clients) against the stand-ins.
/* eslint-disable @nx/enforce-module-boundaries */
import { SmsGatewayClient } from '../../../worker/src/notifications/transports/sms-gateway-client';
import { SmtpTransport } from '../../../worker/src/notifications/transports/smtp-transport';
import { TransportError, type OutgoingMessage } from '../../../worker/src/notifications/transports/notification-transport';
/* eslint-enable @nx/enforce-module-boundaries */
import { startSmsStandin, type SmsStandin } from '../../src/sms-gateway-standin';
import { startSmtpSink, type SmtpSink } from '../../src/smtp-sink';

const message = (over: Partial<OutgoingMessage>): OutgoingMessage => ({
  notificationId: 'n1',
  idempotencyKey: 'k1',
  channel: 'sms',
  to: '0812345678',
  subject: 'เคสร้องเรียนใหม่ SR2611-000001',
  body: 'มีเคสร้องเรียนใหม่ SR2611-000001 ติดต่อลูกค้าภายใน 2026-11-25 10:00',
  ...over,
});

async function thrown(promise: Promise<unknown>): Promise<TransportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TransportError) return error;
    throw error;
  }
  throw new Error('expected a TransportError');
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the SMS gateway client against the stand-in (the contract)', () => {
  let sut: SmsGatewayClient;
  let standin: SmsStandin;
  let callback: http.Server;
  const receipts: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
  let answerReceipts = 409;

  beforeAll(async () => {
    callback = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        receipts.push({ auth: req.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
        res.writeHead(answerReceipts).end('{}');
      });
    });
    await new Promise<void>((r) => callback.listen(0, '127.0.0.1', r));
    const receiptUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/api/notifications/sms/receipts`;
    standin = await startSmsStandin({ receiptUrl, receiptToken: 'receipt-token-of-24-chars!', receiptDelayMs: 10, control: true });
    sut = new SmsGatewayClient({ baseUrl: standin.url, user: standin.user, password: standin.password, sender: 'VOC', timeoutMs: 2000 });
  });
  afterAll(async () => {
    await standin.close();
    callback.closeAllConnections();
    await new Promise((r) => callback.close(r));
  });

  it('sends once per idempotency key: the same key answers the first id and sends nothing', async () => {
    const first = await sut.send(message({ idempotencyKey: 'same-key' }));
    const again = await sut.send(message({ idempotencyKey: 'same-key' }));
    expect(again.messageId).toBe(first.messageId);
    expect(standin.messages().filter((m) => m.client_reference === 'same-key')).toHaveLength(1);
    expect(standin.messages().find((m) => m.client_reference === 'same-key')?.text).toContain('เคสร้องเรียนใหม่');
  });

  it('posts the receipt with the bearer token, again until the product takes it', async () => {
    answerReceipts = 409;
    const { messageId } = await sut.send(message({ idempotencyKey: 'receipt-key', to: '0899990000' }));
    await until(() => receipts.filter((r) => r.body.message_id === messageId).length >= 2);
    answerReceipts = 200;
    await until(() => standin.messages().find((m) => m.message_id === messageId)?.receipt === 'failed', 10_000);
    const mine = receipts.filter((r) => r.body.message_id === messageId);
    expect(mine[0]).toMatchObject({ auth: 'Bearer receipt-token-of-24-chars!', body: { client_reference: 'receipt-key', status: 'failed', reason: 'handset unreachable' } });
  });

  it('a number that is not a Thai mobile is refused for good, with the reason', async () => {
    const error = await thrown(sut.send(message({ idempotencyKey: 'bad-number', to: '12345' })));
    expect(error.permanent).toBe(true);
    expect(error.reason).toMatch(/400 invalid_recipient/);
  });

  it('the gateway down is not permanent and says when to come back', async () => {
    standin.setDown(true);
    try {
      const error = await thrown(sut.send(message({ idempotencyKey: 'while-down' })));
      expect(error).toMatchObject({ permanent: false, retryAfterSeconds: 1 });
    } finally {
      standin.setDown(false);
    }
    expect(standin.messages().some((m) => m.client_reference === 'while-down')).toBe(false);
  });

  it('wrong credentials are retried, never dropped, and the password never appears in the reason', async () => {
    const wrong = new SmsGatewayClient({ baseUrl: standin.url, user: 'sms', password: 'not-the-password', sender: 'VOC', timeoutMs: 2000 });
    const error = await thrown(wrong.send(message({ idempotencyKey: 'wrong-pass' })));
    expect(error.permanent).toBe(false);
    expect(error.reason).not.toContain('not-the-password');
  });

  it('no gateway listening is a transient failure', async () => {
    const nowhere = new SmsGatewayClient({ baseUrl: 'http://127.0.0.1:9', user: 'u', password: 'p', sender: 'VOC', timeoutMs: 1000 });
    expect(await thrown(nowhere.send(message({})))).toMatchObject({ permanent: false });
  });
});

describe('the SMTP transport against the sink', () => {
  let sink: SmtpSink;
  let sut: SmtpTransport;

  beforeAll(async () => {
    sink = await startSmtpSink();
    sut = new SmtpTransport({ url: sink.smtpUrl, from: 'VOC <voc@demo.local>' });
  });
  afterAll(async () => {
    sut.close();
    await sink.close();
  });

  it('delivers the Thai and English text to the inbox', async () => {
    await sut.send(message({ channel: 'email', idempotencyKey: 'mail-1', to: 'manager@dealer.example.com', body: 'ไทย\n\n---\n\nEnglish' }));
    const inbox = (await (await fetch(`${sink.inboxUrl}/api/messages`)).json()) as { messages: Array<{ to: string[]; subject: string; text: string }> };
    expect(inbox.messages).toEqual([expect.objectContaining({ to: ['manager@dealer.example.com'], subject: 'เคสร้องเรียนใหม่ SR2611-000001', text: expect.stringContaining('ไทย') })]);
    expect(inbox.messages[0].text).toContain('English');
  });

  it('the same idempotency key is the same Message-ID: a resend is kept once', async () => {
    await sut.send(message({ channel: 'email', idempotencyKey: 'mail-2', to: 'a@dealer.example.com' }));
    await sut.send(message({ channel: 'email', idempotencyKey: 'mail-2', to: 'a@dealer.example.com' }));
    expect(sink.messages().filter((m) => m.to[0] === 'a@dealer.example.com')).toHaveLength(1);
    expect(sink.duplicates()).toBe(1);
  });

  it('an unknown mailbox is refused for good with the server reason', async () => {
    const error = await thrown(sut.send(message({ channel: 'email', idempotencyKey: 'mail-3', to: 'nobody@dealer.invalid' })));
    expect(error.permanent).toBe(true);
    expect(error.reason).toMatch(/550/);
  });

  it('no server listening is a transient failure', async () => {
    const nowhere = new SmtpTransport({ url: 'smtp://127.0.0.1:9?ignoreTLS=true', from: 'voc@demo.local' });
    try {
      expect(await thrown(nowhere.send(message({ channel: 'email', to: 'a@b.example.com' })))).toMatchObject({ permanent: false });
    } finally {
      nowhere.close();
    }
  });
});

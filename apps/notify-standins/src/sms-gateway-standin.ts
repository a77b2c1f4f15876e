/**
 * The development stand-in of the SMS gateway (libs/contracts sms-gateway.contract.ts), a plain
 * node `http` server that follows the contract: POST /messages with basic authorisation takes a
 * message (202 with a message id; the same client_reference again: 200 with the first id and
 * nothing sent), and soon after POSTs a delivery receipt to the configured callback with the
 * bearer token, again and again (backoff) until the product answers 2xx.
 *
 * Which numbers do what (so demo data and tests can show every outcome):
 *   not a Thai mobile (0[689]xxxxxxxx or +66[689]xxxxxxxx, spaces and dashes allowed) → 400 invalid_recipient
 *   a number ending in 0000 → accepted, then a failed receipt ("handset unreachable")
 *   any other → accepted, then a delivered receipt
 * Nothing reaches a handset: messages are kept in memory and listed at GET /__standin/messages
 * (JSON) and GET / (a small page). With `control`, POST /__standin/faults {"down": true|false}
 * makes it answer 503 to every send (the gateway down), for tests.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_GATEWAY_PATHS, type SmsDeliveryReceipt, type SmsSendRequest } from '@voc/contracts';

export interface SmsStandinOptions {
  port?: number;
  host?: string;
  user?: string;
  password?: string;
  /** Where receipts go (the product's POST /api/notifications/sms/receipts); null: none are sent. */
  receiptUrl?: string | null;
  receiptToken?: string | null;
  /**
   * How long after acceptance the receipt is posted (default 1 s, as a handset answers a real
   * gateway: the worker has recorded the send by then, so the product seldom answers "not sent
   * yet" (409), which is logged at warn, and the gateway seldom posts again).
   */
  receiptDelayMs?: number;
  control?: boolean;
}

export interface StoredSms {
  message_id: string;
  client_reference: string;
  to: string;
  sender: string;
  text: string;
  accepted_at: string;
  /** pending until the receipt is taken by the product. */
  receipt: 'pending' | 'delivered' | 'failed';
  receipt_posted_at: string | null;
}

export interface SmsStandin {
  url: string;
  user: string;
  password: string;
  messages(): StoredSms[];
  /** Send requests received (accepted, repeated or refused). */
  sendRequests(): number;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export const SMS_STANDIN_DEFAULTS = { user: 'sms', password: 'sms-dev' } as const;
const THAI_MOBILE = /^(?:0|\+66)[689]\d{8}$/;
const MAX_BODY_BYTES = 64 * 1024;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startSmsStandin(options: SmsStandinOptions = {}): Promise<SmsStandin> {
  const user = options.user ?? SMS_STANDIN_DEFAULTS.user;
  const password = options.password ?? SMS_STANDIN_DEFAULTS.password;
  const expected = Buffer.from(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  const byReference = new Map<string, StoredSms>();
  const messages: StoredSms[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let requests = 0;
  let down = false;
  let closed = false;

  const postReceipt = (sms: StoredSms, attempt: number) => {
    if (closed || !options.receiptUrl) return;
    const failed = /0000$/.test(sms.to.replace(/[\s-]/g, ''));
    const receipt: SmsDeliveryReceipt = {
      message_id: sms.message_id,
      client_reference: sms.client_reference,
      status: failed ? 'failed' : 'delivered',
      ...(failed ? { reason: 'handset unreachable' } : {}),
      at: new Date().toISOString(),
    };
    fetch(options.receiptUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.receiptToken ?? ''}` },
      body: JSON.stringify(receipt),
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => {
        if (res.ok) {
          sms.receipt = receipt.status;
          sms.receipt_posted_at = receipt.at;
          return;
        }
        throw new Error(`answered ${res.status}`);
      })
      .catch(() => schedule(sms, attempt + 1));
  };
  const schedule = (sms: StoredSms, attempt: number) => {
    if (closed) return;
    const delay = attempt === 0 ? (options.receiptDelayMs ?? 1_000) : Math.min(60_000, 500 * 2 ** Math.min(attempt, 7));
    const timer = setTimeout(() => {
      timers.delete(timer);
      postReceipt(sms, attempt);
    }, delay);
    timers.add(timer);
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method === 'GET' && path === '/__standin/health') return json(res, 200, { ok: true });
      if (req.method === 'GET' && path === '/__standin/messages') return json(res, 200, { messages });
      if (req.method === 'GET' && path === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const rows = messages
          .slice(-500)
          .reverse()
          .map((m) => `<tr><td>${escapeHtml(m.accepted_at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td><td>${m.receipt}</td></tr>`)
          .join('');
        res.end(`<!doctype html><meta charset="utf-8"><title>SMS gateway stand-in</title><h1>SMS gateway stand-in (development only)</h1><p>${messages.length} messages; nothing reaches a handset.</p><table border="1" cellpadding="4"><tr><th>accepted</th><th>to</th><th>text</th><th>receipt</th></tr>${rows}</table>`);
        return;
      }
      if (req.method === 'POST' && path === '/__standin/faults' && options.control) {
        const body = JSON.parse((await readBody(req)) || '{}') as { down?: boolean };
        down = body.down === true;
        return json(res, 200, { down });
      }
      if (req.method !== 'POST' || path !== SMS_GATEWAY_PATHS.send) return json(res, 404, { error: { code: 'not_found', message: 'no such path' } });
      requests += 1;
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return json(res, 401, { error: { code: 'unauthorized', message: 'bad credentials' } });
      if (down) {
        res.setHeader('retry-after', '1');
        return json(res, 503, { error: { code: 'unavailable', message: 'the gateway is down (stand-in fault)' } });
      }
      let body: Partial<SmsSendRequest>;
      try {
        body = JSON.parse(await readBody(req)) as Partial<SmsSendRequest>;
      } catch {
        return json(res, 400, { error: { code: 'invalid_message', message: 'the body is not JSON' } });
      }
      if (typeof body.client_reference !== 'string' || body.client_reference === '' || typeof body.text !== 'string' || body.text === '' || typeof body.to !== 'string') {
        return json(res, 400, { error: { code: 'invalid_message', message: 'to, text and client_reference are required' } });
      }
      const seen = byReference.get(body.client_reference);
      if (seen) return json(res, 200, { message_id: seen.message_id, status: 'accepted' });
      if (!THAI_MOBILE.test(body.to.replace(/[\s-]/g, ''))) return json(res, 400, { error: { code: 'invalid_recipient', message: `not a Thai mobile number: ${body.to.slice(0, 40)}` } });
      const sms: StoredSms = {
        message_id: randomUUID(),
        client_reference: body.client_reference,
        to: body.to,
        sender: typeof body.sender === 'string' ? body.sender : '',
        text: body.text,
        accepted_at: new Date().toISOString(),
        receipt: 'pending',
        receipt_posted_at: null,
      };
      byReference.set(sms.client_reference, sms);
      messages.push(sms);
      schedule(sms, 0);
      return json(res, 202, { message_id: sms.message_id, status: 'accepted' });
    })().catch(() => {
      if (!res.headersSent) json(res, 400, { error: { code: 'invalid_message', message: 'unreadable request' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    user,
    password,
    messages: () => [...messages],
    sendRequests: () => requests,
    setDown: (value) => {
      down = value;
    },
    close: async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pinoHttp from 'pino-http';
import type { LogLevel } from '@voc/config';
import { httpLogLevel } from '../http-log-level';
import { httpLogOptions } from '../http-log-options';

/** A server that answers like the api: /ok 200 signed in, /missing 404, /broken 500 with its cause on res.err (as the error filter sets it). */
async function withServer(middleware: (req: http.IncomingMessage, res: http.ServerResponse) => void, run: (base: string) => Promise<void>): Promise<void> {
  const server = http.createServer((req, res) => {
    middleware(req, res);
    if (req.url === '/ok') {
      Object.assign(req, { principal: { userId: 'u-1', type: 'staff' } });
      res.statusCode = 200;
    } else if (req.url?.startsWith('/api/notifications/sms/receipts')) {
      res.statusCode = req.url.endsWith('early') ? 409 : req.url.endsWith('forged') ? 401 : 200;
    } else if (req.url === '/missing') {
      res.statusCode = 404;
    } else {
      Object.assign(res, { err: new TypeError('cannot read the ticket') });
      res.statusCode = 500;
    }
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function callAll(base: string): Promise<void> {
  for (const p of ['/ok', '/missing', '/broken']) await (await fetch(`${base}${p}`, { headers: { authorization: 'Bearer secret-token', 'x-custom': 'seen' } })).text();
}

async function waitFor<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function jsonLines(level: LogLevel): Promise<Record<string, any>[]> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const options = httpLogOptions({ logLevel: level, logFormat: 'json' });
  expect(options.transport).toBeUndefined();
  await withServer(pinoHttp(options, out), callAll);
  const lines = await waitFor(
    () => text.split('\n').filter(Boolean),
    (l) => l.length >= 3,
  );
  return lines.map((line) => JSON.parse(line) as Record<string, any>);
}

describe('httpLogLevel', () => {
  it.each([
    [200, 'no error', 'info', undefined],
    [204, 'no error', 'info', undefined],
    [302, 'no error', 'info', undefined],
    [400, 'no error', 'warn', undefined],
    [401, 'no error', 'warn', undefined],
    [404, 'no error', 'warn', undefined],
    [429, 'no error', 'warn', undefined],
    [500, 'no error', 'error', undefined],
    [503, 'no error', 'error', undefined],
    [200, 'a broken stream', 'error', new Error('stream broke')],
  ])('status %i with %s → %s', (status, _label, level, error) => {
    expect(httpLogLevel(status, error)).toBe(level);
  });

  it.each([
    [200, 'debug'],
    [409, 'debug'],
    [400, 'warn'],
    [401, 'warn'],
    [404, 'warn'],
    [500, 'error'],
  ])('status %i of a routine callback → %s', (status, level) => {
    expect(httpLogLevel(status, undefined, { routine: true })).toBe(level);
  });
});

describe('the api request log', () => {
  it('is one JSON object a line in production, 4xx at warn, 5xx at error with its cause, no headers at info', async () => {
    const [ok, missing, broken] = await jsonLines('info');
    expect(ok).toMatchObject({ level: 30, msg: expect.stringMatching(/^GET \/ok 200 \d+ ms · staff u-1$/), req: { method: 'GET', url: '/ok' }, res: { statusCode: 200 }, user: { id: 'u-1', type: 'staff' } });
    expect(missing).toMatchObject({ level: 40, msg: expect.stringMatching(/^GET \/missing 404 \d+ ms$/) });
    expect(missing.user).toBeUndefined();
    expect(broken).toMatchObject({ level: 50, msg: expect.stringMatching(/^GET \/broken 500 \d+ ms · TypeError: cannot read the ticket$/), err: { type: 'TypeError', message: 'cannot read the ticket' } });
    expect(broken.err.stack).toContain('TypeError: cannot read the ticket\n    at ');
    for (const line of [ok, missing, broken]) {
      expect(line.req.headers).toBeUndefined();
      expect(line.res.headers).toBeUndefined();
    }
  });

  it("keeps the SMS gateway's receipts that went as expected out of the info log, not its refused ones", async () => {
    const linesAt = async (level: LogLevel) => {
      const out = new PassThrough();
      let text = '';
      out.on('data', (chunk: Buffer) => (text += chunk.toString()));
      await withServer(pinoHttp(httpLogOptions({ logLevel: level, logFormat: 'json' }), out), async (base) => {
        for (const p of ['', '?early', '?forged', '']) await (await fetch(`${base}/api/notifications/sms/receipts${p}`, { method: 'POST' })).text();
        await (await fetch(`${base}/missing`)).text();
      });
      const lines = await waitFor(
        () => text.split('\n').filter(Boolean),
        (l) => l.some((line) => line.includes('GET /missing')),
      );
      return lines.map((line) => (JSON.parse(line) as { msg: string }).msg.replace(/ \d+ ms$/, ''));
    };
    expect(await linesAt('info')).toEqual(['POST /api/notifications/sms/receipts?forged 401', 'GET /missing 404']);
    expect(await linesAt('debug')).toEqual([
      'POST /api/notifications/sms/receipts 200',
      'POST /api/notifications/sms/receipts?early 409',
      'POST /api/notifications/sms/receipts?forged 401',
      'POST /api/notifications/sms/receipts 200',
      'GET /missing 404',
    ]);
  });

  it('adds the headers at debug, the credentials redacted', async () => {
    const [ok] = await jsonLines('debug');
    expect(ok.req.headers).toMatchObject({ 'x-custom': 'seen', authorization: '[Redacted]' });
    expect(JSON.stringify(ok)).not.toContain('secret-token');
  });

  it('is one readable line a request in development, without headers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'http-log-'));
    const file = path.join(dir, 'out.log');
    try {
      const middleware = pinoHttp(httpLogOptions({ logLevel: 'info', logFormat: 'pretty', destination: file }));
      await withServer(middleware, callAll);
      const text = await waitFor(
        () => {
          try {
            return readFileSync(file, 'utf8');
          } catch {
            return '';
          }
        },
        (t) => t.includes('/broken'),
      );
      const lines = text.split('\n').filter(Boolean);
      const time = String.raw`^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\]`;
      expect(lines[0]).toMatch(new RegExp(`${time} INFO: GET /ok 200 \\d+ ms · staff u-1$`));
      expect(lines[1]).toMatch(new RegExp(`${time} WARN: GET /missing 404 \\d+ ms$`));
      expect(lines[2]).toMatch(new RegExp(`${time} ERROR: GET /broken 500 \\d+ ms · TypeError: cannot read the ticket`));
      expect(text).toContain('at ');
      expect(text).not.toMatch(/x-custom|authorization|headers/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { type IncomingHttpHeaders, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { brotliOf } from '../brotli-files';
import { acceptsBrotli, servePrecompressed } from '../precompressed-middleware';

const SCRIPT = Buffer.from(`export const figures = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `figure ${i}`))};\n`);
const HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let dist: string;
let server: Server;
let port: number;

/** A server that answers with the middleware, and with "static" where the middleware passes on. */
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'entry-abc.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'entry-abc.js.br'), brotliOf(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'style-abc.css'), 'body { color: red }');
  writeFileSync(path.join(dist, 'assets', 'style-abc.css.br'), brotliOf(Buffer.from('body { color: red }')));
  writeFileSync(path.join(dist, 'assets', 'plain-abc.js'), SCRIPT);
  writeFileSync(path.join(dist, 'secret.js.br'), brotliOf(Buffer.from('secret')));
  const middleware = servePrecompressed(dist, HEADERS);
  server = createServer((req, res) => middleware(req, res, () => res.end('static')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

function get(address: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: address, method, headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
    });
    call.on('error', reject);
    call.end();
  });
}

describe('the preview server answers a built script or stylesheet with its .br', () => {
  it('when the browser accepts brotli: the file, its type and the server headers', async () => {
    const answer = await get('/assets/entry-abc.js?v=1', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(answer.body)).toEqual(SCRIPT);
    const style = await get('/assets/style-abc.css', { 'Accept-Encoding': 'br' });
    expect(style.headers['content-type']).toBe('text/css');
    expect(brotliDecompressSync(style.body).toString()).toBe('body { color: red }');
  });

  it('answers HEAD without a body, and a matching If-None-Match with 304', async () => {
    const head = await get('/assets/entry-abc.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const again = await get('/assets/entry-abc.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(head.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each([
    ['no brotli accepted', '/assets/entry-abc.js', { 'Accept-Encoding': 'gzip, deflate' }, 'GET'],
    ['brotli refused (q=0)', '/assets/entry-abc.js', { 'Accept-Encoding': 'gzip, br;q=0' }, 'GET'],
    ['no Accept-Encoding', '/assets/entry-abc.js', {}, 'GET'],
    ['no .br beside the file', '/assets/plain-abc.js', { 'Accept-Encoding': 'br' }, 'GET'],
    ['not under /assets/', '/secret.js', { 'Accept-Encoding': 'br' }, 'GET'],
    ['a path out of /assets/', '/assets/../secret.js', { 'Accept-Encoding': 'br' }, 'GET'],
    ['an encoded path out of /assets/', '/assets/..%2Fsecret.js', { 'Accept-Encoding': 'br' }, 'GET'],
    ['not a script or stylesheet', '/assets/entry-abc.js.br', { 'Accept-Encoding': 'br' }, 'GET'],
    ['a POST', '/assets/entry-abc.js', { 'Accept-Encoding': 'br' }, 'POST'],
  ])('passes on to the static files with %s', async (_case, address, headers, method) => {
    const answer = await get(address, headers, method);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('static');
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['br', true],
    ['gzip, deflate, br, zstd', true],
    ['BR;q=0.5', true],
    ['gzip;q=1.0, br;q=0', false],
    ['gzip', false],
    ['brotli', false],
    ['', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted);
  });
  it('without the header: no', () => {
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** The addresses answered from a `.br` file: a built script or stylesheet, one name under /assets/. */
const ASSET_ADDRESS = /^\/assets\/([A-Za-z0-9._-]+\.(js|css))$/;
const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css' };

/** Whether an Accept-Encoding header accepts brotli (`br`, not with q=0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Middleware of the dashboard's preview server (`npm start`, the e2e suite; the docker image's
 * nginx gateway does the same with brotli_static):
 * a GET or HEAD of a built script or stylesheet that has a `.br` beside it (made by the build,
 * brotli-assets-plugin.ts) is answered with it when the browser accepts brotli, with the server's
 * own `headers` (the security headers); anything else goes on to the server's static files, which
 * compress with gzip per response. Brotli at its highest quality is ~12 % smaller than that gzip
 * on the first view's JavaScript (docs/BENCHMARKS.md, firstload15): on a slow line, time.
 */
export function servePrecompressed(distDir: string, headers: Readonly<Record<string, string>> = {}) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const address = (request.url ?? '').split('?')[0] ?? '';
    const match = ASSET_ADDRESS.exec(address);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !match || !acceptsBrotli(request.headers['accept-encoding'])) return next();
    const file = path.join(distDir, 'assets', `${match[1]}.br`);
    // One stat answers both whether the .br is there and its size and time.
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile()) return next();
    const etag = `W/"br-${stats.size}-${stats.mtime.getTime()}"`;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('Content-Type', CONTENT_TYPES[match[2] as string] as string);
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', stats.size);
    response.statusCode = 200;
    response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
  };
}

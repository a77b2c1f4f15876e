import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { freePort } from '../scripts/lib/network/ports';
import { waitForHttp } from '../scripts/lib/network/wait-for-http';
import { ensureNginx } from '../scripts/lib/nginx/ensure-nginx';
import { DOCKER_GATEWAY, gatewayDashboardHeaders, writeGatewayConfig } from '../scripts/lib/nginx/gateway-config';
import { startProcess, type ProcessHandle } from '../scripts/lib/processes/child-process';
import { REPO_ROOT } from '../scripts/lib/repo-root';
import { waitForPath } from './support/app-paths';
import { cspViolations, launchBrowser, openPage } from './support/browser';
import { DEMO_PASSWORD, staffEmail } from './support/demo-accounts';
import { SignInPage } from './support/pages/sign-in.page';

const DIST = path.join(REPO_ROOT, 'apps/dashboard/dist');
const INDEX_HTML = path.join(DIST, 'index.html');

/** A GET on a connection of its own, its body left as it came (no decoding), to see which file nginx sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The first line of the gateway's JSON access log that `wanted` picks (nginx writes it after answering). */
async function waitForLogLine(file: string, wanted: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const found = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find(wanted);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no line of ${file} is the one looked for; last: ${lines.at(-1) ?? 'none'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The entry script index.html starts (a hashed name under /assets/). */
function entryScript(): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(fs.readFileSync(INDEX_HTML, 'utf8'))?.[1];
  if (!entry) throw new Error(`${INDEX_HTML} names no module script`);
  return entry;
}

/**
 * The docker image's gateway (docker/gateway/nginx.conf.template, rendered as the Dockerfile does
 * but for this machine's ports and paths) run with Debian's nginx in front of the e2e product's
 * api and its built dashboard: what docker compose serves, without Docker.
 */
describe('the nginx gateway of docker compose', () => {
  let work: string;
  let nginx: string;
  let gateway: ProcessHandle | undefined;
  let gatewayUrl: string;
  let apiOrigin: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    apiOrigin = process.env.E2E_API_ORIGIN ?? '';
    if (!apiOrigin) throw new Error('E2E_API_ORIGIN is not set: run through jest.e2e.config.cjs or set it to the api beside E2E_BASE_URL');
    if (!fs.existsSync(INDEX_HTML)) throw new Error(`${INDEX_HTML} is missing: build the product first (npm run build)`);
    nginx = await ensureNginx();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'voc-gateway-'));
    // As root (CI), nginx's workers would run as `nobody`, who may not enter the work tree or the 0700 temporary folder.
    const asRoot = process.getuid?.() === 0;
    const port = await freePort();
    const conf = writeGatewayConfig(path.join(work, 'run'), { listen: `127.0.0.1:${port}`, dashboardRoot: DIST, apiOrigin, resolver: '127.0.0.1', accessLog: 'access.log' });
    gateway = startProcess('gateway', nginx, ['-p', `${path.dirname(conf)}/`, '-c', conf, '-e', 'stderr', '-g', `daemon off;${asRoot ? ' user root;' : ''}`], { output: false });
    gatewayUrl = `http://127.0.0.1:${port}`;
    const ended = new AbortController();
    void gateway.exited.then((exit) => ended.abort(new Error(`nginx ended (code ${exit.code}): ${gateway?.tail().join(' | ')}`)));
    await waitForHttp(`${gatewayUrl}/index.html`, 30_000, { signal: ended.signal });
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, { baseUrl: gatewayUrl }));
  }, 600_000); // apt-get may first install nginx
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await gateway?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it("docker compose's rendering passes `nginx -t`, the brotli_static module loaded", () => {
    const conf = writeGatewayConfig(path.join(work, 'docker'), DOCKER_GATEWAY);
    // Its access log is /dev/stdout, which nginx opens even to test: a file here, as a container's stdout would be.
    const stdout = fs.openSync(path.join(work, 'docker', 'stdout'), 'w');
    const test = spawnSync(nginx, ['-t', '-p', `${path.dirname(conf)}/`, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', stdout, 'pipe'], encoding: 'utf8', timeout: 30_000 });
    fs.closeSync(stdout);
    expect([test.status, test.stderr]).toEqual([0, expect.stringContaining('test is successful')]);
  });

  it('signs in through the gateway and reaches /app/main, scripts arriving brotli-compressed, nothing blocked by the policy', async () => {
    const scripts: Response[] = [];
    page.on('response', (answer) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(answer.url()).pathname)) scripts.push(answer);
    });
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('csn'), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await cspViolations(page)).toEqual([]);
    const entry = scripts.find((answer) => new URL(answer.url()).pathname === entryScript());
    expect(entry).toBeDefined();
    expect((await entry!.request().allHeaders())['accept-encoding']).toMatch(/\bbr\b/);
    expect(entry!.headers()['content-encoding']).toBe('br');
    // Every script the build wrote a .br copy of (all of them when it is smaller) came as that copy.
    const withCopy = scripts.filter((answer) => fs.existsSync(path.join(DIST, `${new URL(answer.url()).pathname}.br`)));
    expect(withCopy.length).toBeGreaterThan(1);
    expect(withCopy.filter((answer) => answer.headers()['content-encoding'] !== 'br').map((answer) => answer.url())).toEqual([]);
  });

  it('sends the .br copy the build wrote, as it is, to a browser that accepts brotli, and gzip to one that does not', async () => {
    const entry = entryScript();
    const brotli = await rawGet(`${gatewayUrl}${entry}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript'); // Debian's mime.types
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.body.equals(fs.readFileSync(path.join(DIST, `${entry}.br`)))).toBe(true);
    const gzip = await rawGet(`${gatewayUrl}${entry}`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${gatewayUrl}${entry}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(path.join(DIST, entry)))).toBe(true);
  });

  it("sends the dashboard's security headers, index.html asked again on every load and hashed assets kept a year", async () => {
    const pageAnswer = await page.request.get('/signin/admin');
    const asset = await page.request.get(entryScript(), { headers: { 'Accept-Encoding': 'br' } });
    const missing = await page.request.get('/assets/no-such-chunk.js');
    for (const answer of [pageAnswer, asset, missing]) {
      for (const [name, value] of Object.entries(gatewayDashboardHeaders())) expect([answer.url(), name, answer.headers()[name.toLowerCase()]]).toEqual([answer.url(), name, value]);
    }
    expect(pageAnswer.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(pageAnswer.headers()['cache-control']).toBe('no-cache');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The api's own HSTS, passed through: the dashboard's pages say the same.
    const health = await page.request.get('/api/health');
    expect(pageAnswer.headers()['strict-transport-security']).toBe(health.headers()['strict-transport-security']);
  });

  it('answers the app\'s deep links with index.html, and a missing asset with 404, not the page', async () => {
    const index = fs.readFileSync(INDEX_HTML, 'utf8');
    for (const address of ['/app/report/quickvoc', '/signin', '/signin/admin', '/app/main']) {
      const answer = await page.request.get(address);
      expect([address, answer.status(), answer.headers()['content-type'], await answer.text()]).toEqual([address, 200, 'text/html', index]);
    }
    const missing = await page.request.get('/assets/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    await page.goto('/app/report/quickvoc');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/report/quickvoc');
  });

  it("passes /api/ to the api, with the api's own headers and none of the dashboard's", async () => {
    const through = await page.request.get('/api/health');
    const direct = await rawGet(`${apiOrigin}/api/health`, {});
    expect(through.status()).toBe(direct.status);
    expect(Object.keys(await through.json())).toEqual(Object.keys(JSON.parse(direct.body.toString('utf8')) as object));
    expect(through.headers()['content-security-policy']).toBe(direct.headers['content-security-policy']);
    expect(through.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(through.headers()['cache-control']).toBe('no-store');
    expect(through.headers()['permissions-policy']).toBeUndefined();
    // Logged as one JSON object a request, with the api replica that answered.
    const logged = await waitForLogLine(path.join(work, 'run', 'access.log'), (line) => line.uri === '/api/health');
    expect(logged).toMatchObject({ service: 'gateway', method: 'GET', status: through.status(), upstream: new URL(apiOrigin).host });
  });
});

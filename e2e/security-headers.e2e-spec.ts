import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPath } from './support/app-paths';
import { cspViolations, launchBrowser, openPage } from './support/browser';
import { DEMO_PASSWORD, staffEmail } from './support/demo-accounts';
import { SignInPage } from './support/pages/sign-in.page';

/** The dashboard runs under its content security policy, as users get it, and breaks nothing. */
describe('security headers', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('serves the dashboard with a script-tight CSP, nosniff, frame and referrer protection', async () => {
    const response = await page.goto('/signin/admin');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('signs in and shows the dashboard, a list and a report with nothing blocked by the policy', async () => {
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('csn'), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A fresh signed-in load of /app/main runs index.html's inline start script (allowed by its hash).
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate('Array.isArray(window.__vocPageStartedGets)')).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    for (const path of ['/app/ticket/survey/showroom', '/app/report/ticketkpi']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await cspViolations(page)).toEqual([]);
    }
    const api = await page.request.get('/api/health');
    expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers()['cache-control']).toBe('no-store');
  });

  it('sends the built scripts brotli-compressed to a browser that accepts it, with the same headers', async () => {
    const response = await page.goto('/signin/admin');
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    // The browser page's own fetch: its Accept-Encoding, and the headers as the browser got them.
    const seen = await page.evaluate(async (address) => {
      const answer = await fetch(address);
      return { ok: answer.ok, type: answer.headers.get('content-type'), nosniff: answer.headers.get('x-content-type-options'), text: (await answer.text()).length };
    }, entry as string);
    expect(seen).toEqual({ ok: true, type: 'text/javascript', nosniff: 'nosniff', text: expect.any(Number) });
    const compressed = await page.request.get(entry as string, { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(compressed.headers()['content-security-policy']).toContain("script-src 'self'");
    expect((await compressed.text()).length).toBe(seen.text);
    const plain = await page.request.get(entry as string, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers()['content-encoding']).toBe('gzip');
    expect((await plain.text()).length).toBe(seen.text);
  });
});

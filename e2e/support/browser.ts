import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { trackPages } from './page-snapshot';

/** Debian's chromium; `npx playwright install` cannot download a browser on our machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The product under test, as started by the global setup (or given by hand). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest.e2e.config.cjs or set it to a running dashboard');
  return url.replace(/\/$/, '');
}

/**
 * The browser of this spec file: a connection to its worker's chromium (started once by the global
 * setup, E2E_BROWSER_ENDPOINT), else one of its own. close() on a connection closes the contexts
 * this file opened and leaves the worker's chromium running for the next file.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_ENDPOINT;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  /** Another address of the product than E2E_BASE_URL (the gateway smoke's nginx). */
  baseUrl?: string;
  /** What the product's origin holds in localStorage before the first page loads (a stored session: signed-in-context.ts). */
  localStorage?: Readonly<Record<string, string>>;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh context (own storage, so no session leaks between tests) and page on the product. The
 * signed-in app asks before unload; tests that reload or leave accept that prompt.
 */
export async function openPage(browser: Browser, { width = 1280, height = 900, baseUrl: address = baseUrl(), localStorage }: OpenPageOptions = {}): Promise<OpenedPage> {
  const storageState = localStorage && {
    cookies: [],
    origins: [{ origin: new URL(address).origin, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) }],
  };
  const context = await browser.newContext({ baseURL: address, viewport: { width, height }, locale: 'th-TH', storageState });
  // How long a step may wait for the page. The whole product, PostgreSQL and chromium share two
  // cores in a test run; on a machine whose host took 10-33% of them (stop 28: steal), a dialog
  // after a 200 answer and a navigation each took longer than 15 s in two of two full runs, while
  // every file passed alone. 30 s is that same allowance on a machine 2-3x slower.
  context.setDefaultTimeout(30_000);
  // Every page records what its content security policy blocked, so a test can assert none was.
  await context.addInitScript({
    content: `window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
  trackPages(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}

/** What the page's content security policy refused so far (see openPage). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate<string[]>('window.__cspViolations || []');
}

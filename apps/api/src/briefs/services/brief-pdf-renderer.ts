import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { accessSync, constants } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';

/** Thrown when no chromium can be started: the brief's PDF cannot be printed (503). */
export class BriefRendererUnavailable extends Error {}

/**
 * Pages printed at once by one process. One: a second page's memory (about 40 MB) bought 10 % of
 * the time of a month's briefs, which takes a sixth of its 2-minute budget (bench:brief).
 */
const PAGES_AT_ONCE = 1;

/**
 * Chromium's switches. `--single-process --no-zygote`: the browser, its renderer and its GPU and
 * network services in one process (about 90 MB less than one process each, bench:brief). Chromium
 * says this mode is for tests; here every page is our own HTML with every request aborted, and a
 * crash of that one process only disconnects the browser, which the next print starts again.
 */
export const BRIEF_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  '--single-process',
  '--no-zygote',
  '--disable-extensions',
  '--disable-component-update',
  '--disable-background-networking',
  '--disable-sync',
  '--no-first-run',
];
/** Idle pages are closed (their renderer processes end) after this long without a print. */
const PAGE_IDLE_MS = 30_000;

/** Whether chromium can be run from `path` (CHROMIUM_PATH); the reason when it cannot. */
export function chromiumProblem(path: string): string | null {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `CHROMIUM_PATH ${path} is not an executable file (install Debian's chromium-headless-shell: apt-get install -y chromium-headless-shell)`;
  }
}

/**
 * Prints a brief's HTML to an A4 PDF with headless chromium (playwright-core, the browser at
 * CHROMIUM_PATH): the browser's own text shaping places Thai tone marks and vowels and breaks Thai
 * lines between words (ICU's dictionary), which a PDF library drawing glyphs by hand does not.
 * One browser per process, started on the first print and closed with the app; at most
 * PAGES_AT_ONCE pages, each kept for the next print (a new page started a new renderer process,
 * about half of a print's CPU) and closed after PAGE_IDLE_MS without one.
 */
@Injectable()
export class BriefPdfRenderer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BriefPdfRenderer');
  private browser: Promise<{ browser: Browser; context: BrowserContext }> | null = null;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Pages free for the next print (of the current browser's context). */
  private idle: Page[] = [];
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(@Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'chromiumPath'>) {}

  /** CHROMIUM_PATH checked at start: without a browser the api still serves everything but the briefs' PDFs (503). */
  onApplicationBootstrap(): void {
    const problem = chromiumProblem(this.config.chromiumPath);
    if (problem) this.logger.warn({ chromiumPath: this.config.chromiumPath }, `${problem}; brief PDFs answer 503 until it is`);
  }

  /** The browser and the one context every print opens its page in (a page is far cheaper than a context). */
  private launch(): Promise<{ browser: Browser; context: BrowserContext }> {
    if (!this.browser) {
      const problem = chromiumProblem(this.config.chromiumPath);
      if (problem) return Promise.reject(new BriefRendererUnavailable(problem));
      this.browser = import('playwright-core')
        .then(({ chromium }) => chromium.launch({ executablePath: this.config.chromiumPath, args: BRIEF_CHROMIUM_ARGS }))
        .then(async (browser) => {
          browser.on('disconnected', () => {
            this.browser = null;
            this.idle = [];
          });
          const context = await browser.newContext();
          await context.route('**/*', (route) => route.abort());
          return { browser, context };
        })
        .catch((error: unknown) => {
          this.browser = null;
          this.logger.error({ err: error }, 'chromium could not be started');
          throw new BriefRendererUnavailable((error as Error).message);
        });
    }
    return this.browser;
  }

  private async slot(): Promise<void> {
    if (this.running < PAGES_AT_ONCE) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  /** A free page of `context`: a kept one, else a new one. */
  private async page(context: BrowserContext): Promise<Page> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    let page = this.idle.pop();
    while (page && (page.isClosed() || page.context() !== context)) page = this.idle.pop();
    if (page) return page;
    const created = await context.newPage();
    // A kept page whose renderer process crashed is dropped, not handed to the next print.
    created.once('crash', () => {
      this.idle = this.idle.filter((idle) => idle !== created);
      void created.close().catch(() => undefined);
    });
    return created;
  }

  /** Keeps a page that printed for the next print; closes the idle ones once none has printed for PAGE_IDLE_MS. */
  private keep(page: Page): void {
    this.idle.push(page);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      const pages = this.idle;
      this.idle = [];
      for (const idle of pages) void idle.close().catch(() => undefined);
    }, PAGE_IDLE_MS);
    this.idleTimer.unref();
  }

  /** The A4 PDF of a self-contained HTML page (no network: every font is inlined). */
  async pdf(html: string): Promise<Buffer> {
    const { context } = await this.launch();
    await this.slot();
    let page: Page | null = null;
    try {
      page = await this.page(context);
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready.then(() => undefined)');
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      this.keep(page);
      page = null;
      return pdf;
    } finally {
      // A page whose print failed is not kept: it may be broken (its renderer crashed).
      if (page) await page.close().catch(() => undefined);
      this.release();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.idle = [];
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.browser.close();
  }
}

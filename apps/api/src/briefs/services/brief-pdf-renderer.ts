import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { accessSync, constants } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';

/** Thrown when no chromium can be started: the brief's PDF cannot be printed (503). */
export class BriefRendererUnavailable extends Error {}

/** Pages printed at once by one process (each holds a renderer process's memory). */
const PAGES_AT_ONCE = 2;

/** Whether chromium can be run from `path` (CHROMIUM_PATH); the reason when it cannot. */
export function chromiumProblem(path: string): string | null {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `CHROMIUM_PATH ${path} is not an executable file (install Debian's chromium: apt-get install -y chromium)`;
  }
}

/**
 * Prints a brief's HTML to an A4 PDF with headless chromium (playwright-core, the browser at
 * CHROMIUM_PATH): the browser's own text shaping places Thai tone marks and vowels and breaks Thai
 * lines between words (ICU's dictionary), which a PDF library drawing glyphs by hand does not.
 * One browser per process, started on the first print and closed with the app.
 */
@Injectable()
export class BriefPdfRenderer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BriefPdfRenderer');
  private browser: Promise<{ browser: Browser; context: BrowserContext }> | null = null;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

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
        .then(({ chromium }) => chromium.launch({ executablePath: this.config.chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none', '--renderer-process-limit=2', '--disable-extensions', '--disable-component-update', '--disable-background-networking', '--disable-sync', '--no-first-run'] }))
        .then(async (browser) => {
          browser.on('disconnected', () => {
            this.browser = null;
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

  /** The A4 PDF of a self-contained HTML page (no network: every font is inlined). */
  async pdf(html: string): Promise<Buffer> {
    const { context } = await this.launch();
    await this.slot();
    const page = await context.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready.then(() => undefined)');
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await page.close().catch(() => undefined);
      this.release();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.browser.close();
  }
}

import type { BrowserContext, Page, Request } from 'playwright-core';

interface PageLog {
  /** Requests sent and not yet answered, with when they went. */
  pending: Map<Request, number>;
  /** When a request last went out or ended (Date.now()). */
  lastActivity: number;
  /** The last few requests that failed or were answered with an error status, and console errors. */
  troubles: string[];
}

const logs = new WeakMap<Page, PageLog>();
const KEPT_TROUBLES = 12;

function keep(log: PageLog, line: string): void {
  log.troubles.push(line);
  if (log.troubles.length > KEPT_TROUBLES) log.troubles.shift();
}

function pathOf(request: Request): string {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname}${url.search}`;
}

/** Records what each page of the context asks and what goes wrong, for describePage. */
export function trackPages(context: BrowserContext): void {
  const track = (page: Page) => {
    const log: PageLog = { pending: new Map(), lastActivity: Date.now(), troubles: [] };
    logs.set(page, log);
    page.on('request', (request) => {
      log.pending.set(request, Date.now());
      log.lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      log.pending.delete(request);
      log.lastActivity = Date.now();
      void request
        .response()
        .then((response) => {
          if (response && response.status() >= 400) keep(log, `${response.status()} ${pathOf(request)}`);
        })
        .catch(() => undefined);
    });
    page.on('requestfailed', (request) => {
      log.pending.delete(request);
      log.lastActivity = Date.now();
      keep(log, `failed ${pathOf(request)}: ${request.failure()?.errorText ?? ''}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') keep(log, `console: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => keep(log, `page error: ${error.message.slice(0, 200)}`));
  };
  context.pages().forEach(track);
  context.on('page', track);
}

/** The page's requests unanswered now and when one last went out or ended (pages of openPage's contexts only). */
export function pageNetwork(page: Page): { unanswered: number; lastActivity: number } | undefined {
  const log = logs.get(page);
  return log && { unanswered: log.pending.size, lastActivity: log.lastActivity };
}

/**
 * What the page showed when a step gave up waiting: its address, its title, the dialogs open, the
 * start of its visible text, the requests still unanswered and what went wrong lately. Added to
 * the error, so a failure in a full run (where the file passes alone) says what stood in the way.
 */
export async function describePage(page: Page): Promise<string> {
  const log = logs.get(page);
  const now = Date.now();
  const network = log
    ? `; unanswered: ${JSON.stringify([...log.pending].map(([request, since]) => `${pathOf(request)} (${now - since} ms)`))}; troubles: ${JSON.stringify(log.troubles)}`
    : '';
  try {
    const seen = await page.evaluate<{ title: string; dialogs: string[]; text: string }>(`({
      title: document.title,
      dialogs: [...document.querySelectorAll('[role="dialog"],[role="alertdialog"],[role="alert"]')].map((el) => (el.textContent || '').trim().slice(0, 160)),
      text: ((document.querySelector('main') || document.body || {}).innerText || '').replace(/\\s+/g, ' ').slice(0, 600),
    })`);
    return `at ${page.url()} (title "${seen.title}"); dialogs/alerts: ${JSON.stringify(seen.dialogs)}; text: ${seen.text}${network}`;
  } catch (cause) {
    return `at ${page.url()}; the page could not be read: ${String(cause)}${network}`;
  }
}

/** Runs a wait; when it fails, the error (message and stack, which jest prints) also says what the page showed. */
export async function withPageSnapshot<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const snapshot = await describePage(page);
    const message = `${error instanceof Error ? error.message : String(error)}\n  page: ${snapshot}`;
    throw new Error(message, { cause: error });
  }
}

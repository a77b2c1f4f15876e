import type { Page } from 'playwright-core';
import { describePage, pageNetwork } from './page-snapshot';

/**
 * Waits until the page's network has gone quiet: no request unanswered and none sent or ended for
 * `quietMs` (playwright's "networkidle", but from now on, not from the last navigation). A request
 * the page still makes (a late second call) shows before this returns, however slow the machine.
 */
export async function waitForNetworkQuiet(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    const network = pageNetwork(page);
    if (!network) throw new Error('waitForNetworkQuiet needs a page opened with openPage (its requests are tracked)');
    if (network.unanswered === 0 && Date.now() - network.lastActivity >= quietMs) return;
    if (Date.now() > until) throw new Error(`the network did not go quiet within ${timeout} ms\n  page: ${await describePage(page)}`);
    await page.waitForTimeout(50);
  }
}

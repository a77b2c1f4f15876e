import type { Page } from 'playwright-core';

/**
 * Waits until a JavaScript expression holds on the page. page.waitForFunction compiles a string
 * with `new Function`, which the dashboard's content security policy (no 'unsafe-eval') refuses;
 * page.evaluate goes through the devtools protocol, which the policy does not govern.
 */
export async function waitForPageCondition(page: Page, expression: string, { timeout = 15_000, interval = 100 } = {}): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`)) return;
    if (Date.now() > until) throw new Error(`page condition not met within ${timeout} ms: ${expression}`);
    await page.waitForTimeout(interval);
  }
}

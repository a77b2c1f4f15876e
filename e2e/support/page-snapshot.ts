import type { Page } from 'playwright-core';

/**
 * What the page showed when a step gave up waiting: its address, its title, the dialogs open and
 * the start of its visible text. Added to the error, so a failure in a full run (where the file
 * passes alone) says what stood in the way.
 */
export async function describePage(page: Page): Promise<string> {
  try {
    const seen = await page.evaluate<{ title: string; dialogs: string[]; text: string }>(`({
      title: document.title,
      dialogs: [...document.querySelectorAll('[role="dialog"],[role="alertdialog"],[role="alert"]')].map((el) => (el.textContent || '').trim().slice(0, 160)),
      text: (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').slice(0, 600),
    })`);
    return `at ${page.url()} (title "${seen.title}"); dialogs/alerts: ${JSON.stringify(seen.dialogs)}; text: ${seen.text}`;
  } catch (cause) {
    return `at ${page.url()}; the page could not be read: ${String(cause)}`;
  }
}

/** Runs a wait; when it fails, the error also says what the page showed. */
export async function withPageSnapshot<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const snapshot = await describePage(page);
    if (error instanceof Error) {
      error.message = `${error.message}\n  page: ${snapshot}`;
      throw error;
    }
    throw new Error(`${String(error)}\n  page: ${snapshot}`);
  }
}

import type { Page } from 'playwright-core';
import { withPageSnapshot } from './page-snapshot';

/** Waits until the page shows this path (client-side navigation included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await withPageSnapshot(page, () => page.waitForURL((url) => url.pathname === pathname));
}

export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The stored session (localStorage), as the dashboard keeps it. Page code goes as strings: the
 * specs are type-checked without the DOM library. */
export async function storedSession(page: Page): Promise<{ token: string; token_type: string } | null> {
  const raw = await page.evaluate<string | null>("window.localStorage.getItem('voc.session')");
  return raw ? (JSON.parse(raw) as { token: string; token_type: string }) : null;
}

/** Stores a session as the dashboard would (to try one the api no longer accepts). */
export async function storeSession(page: Page, session: { token: string; token_type: string }): Promise<void> {
  await page.evaluate(`window.localStorage.setItem('voc.session', ${JSON.stringify(JSON.stringify(session))})`);
}

/** The language the page declares on <html lang>. */
export function documentLang(page: Page): Promise<string> {
  return page.evaluate<string>('document.documentElement.lang');
}

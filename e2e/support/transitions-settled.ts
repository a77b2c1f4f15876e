import type { Page } from 'playwright-core';
import { waitForPageCondition } from './page-condition';

/**
 * axe reads colours as painted: wait until no CSS transition runs (a button just enabled fades
 * from its disabled grey to its colour, and read halfway it fails contrast). Endless animations
 * (progress bars, skeletons) are not transitions and do not hold this up.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await waitForPageCondition(page, "!document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running')", { timeout: 10_000 });
}

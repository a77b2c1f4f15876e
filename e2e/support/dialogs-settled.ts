import type { Page } from 'playwright-core';

/** axe reads colours as painted: wait until the dialogs have faded in (a half-opaque text fails contrast). */
export async function dialogsSettled(page: Page): Promise<void> {
  // Asked through page.evaluate (the devtools protocol): the page's policy refuses waitForFunction's eval.
  const deadline = Date.now() + 10_000;
  while (!(await page.evaluate<boolean>("Array.from(document.querySelectorAll('.MuiDialog-container')).every((el) => getComputedStyle(el).opacity === '1')"))) {
    if (Date.now() > deadline) throw new Error('the dialog did not finish fading in');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

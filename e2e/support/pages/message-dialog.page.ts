import type { Locator, Page } from 'playwright-core';

/** The app's message dialog (SPEC.md §2, §8): a success, or an alert with the api's message. */
export class MessageDialogPage {
  constructor(private readonly page: Page) {}

  success(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('heading', { name: /สำเร็จ|Success/ }) });
  }

  alert(): Locator {
    return this.page.getByRole('alertdialog');
  }

  /** Waits for the success message, returns its text and closes it. */
  async confirmSuccess(): Promise<string> {
    return this.confirm(this.success());
  }

  /** Waits for the alert, returns its text and closes it. */
  async confirmAlert(): Promise<string> {
    return this.confirm(this.alert());
  }

  private async confirm(dialog: Locator): Promise<string> {
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: /ตกลง|OK/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    return text;
  }
}

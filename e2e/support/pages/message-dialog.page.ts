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

  /** The passing notice (toast) the ticket page's saves show instead of the success dialog (issue 32). */
  notice(): Locator {
    return this.page.locator('.MuiSnackbar-root [role="status"]').last();
  }

  /** Waits for the passing notice and returns its text; it goes by itself. */
  async noticeText(): Promise<string> {
    await this.notice().waitFor();
    return (await this.notice().textContent()) ?? '';
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

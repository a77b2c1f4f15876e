import type { Locator, Page } from 'playwright-core';

/** The two sign-in pages, found by the labels and roles a user sees (Thai or English). */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async openStaff(): Promise<void> {
    await this.page.goto('/signin/admin');
    await this.heading().waitFor();
  }

  async openDealer(): Promise<void> {
    await this.page.goto('/signin');
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  emailBox(): Locator {
    return this.page.getByLabel(/อีเมล|Email/);
  }

  passportBox(): Locator {
    return this.page.getByLabel(/Passport ID/);
  }

  passwordBox(): Locator {
    return this.page.getByLabel(/รหัสผ่าน|Password/, { exact: false }).and(this.page.locator('input'));
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: /เข้าสู่ระบบ|Sign in/ }).and(this.page.locator('[type="submit"]'));
  }

  async signInAsStaff(email: string, password: string): Promise<void> {
    await this.emailBox().fill(email);
    await this.passwordBox().fill(password);
    await this.submitButton().click();
  }

  async signInAsDealer(passportId: string, password: string): Promise<void> {
    await this.passportBox().fill(passportId);
    await this.passwordBox().fill(password);
    await this.submitButton().click();
  }

  /** The message dialog (SPEC.md §2): an alert dialog with a confirm button. */
  messageDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }
}

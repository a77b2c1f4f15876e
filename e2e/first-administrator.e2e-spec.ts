import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPath } from './support/app-paths';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_PASSWORD } from './support/demo-accounts';
import { SignInPage } from './support/pages/sign-in.page';

/** A deployment's first administrator (password from the environment) must choose their own first. */
describe('first administrator', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `first-admin-${randomBytes(4).toString('hex')}@example.com`;

  beforeAll(async () => {
    const databaseUrl = process.env.E2E_DATABASE_URL;
    if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.cjs');
    // As bootstrap-admin makes it: a csn flagged must-change (the demo csn's hash: password DEMO_PASSWORD).
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, position_title, active_flag, type, group_showroom, group_service, permission, must_change_password)
         SELECT $1, password_hash, 'ผู้ดูแลระบบ', 'Administrator', 'Administrator', 1, 'csn', true, true, permission, true FROM users WHERE email = 'csn@demo.local'`,
        [email],
      );
    } finally {
      await db.end();
    }
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs in, gets only the change-password form, then the app with the new password', async () => {
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(email, DEMO_PASSWORD);
    const heading = page.getByRole('heading', { name: /ตั้งรหัสผ่านใหม่/ });
    await heading.waitFor();
    await page.goto('/app/dealer');
    await heading.waitFor();

    await page.getByLabel(/^รหัสผ่านปัจจุบัน/).fill('wrong-1234');
    await page.getByLabel(/^รหัสผ่านใหม่/).fill('Mine-2026x');
    await page.getByRole('button', { name: /บันทึกรหัสผ่านใหม่/ }).click();
    await page.getByRole('button', { name: 'ตกลง (OK)' }).click();
    await page.getByText(/รหัสผ่านปัจจุบันไม่ถูกต้อง/).waitFor();

    await page.getByLabel(/^รหัสผ่านปัจจุบัน/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /บันทึกรหัสผ่านใหม่/ }).click();
    await heading.waitFor({ state: 'detached' });
    await waitForPath(page, '/app/dealer');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});

import type { Locator, Page } from 'playwright-core';

/** The signed-in frame: header buttons, the navigation drawer and the welcome banner. */
export class AppShellPage {
  constructor(private readonly page: Page) {}

  menuToggle(): Locator {
    return this.page.getByRole('button', { name: /เปิด\/ปิดเมนู|Toggle menu/ });
  }

  drawer(variant: 'permanent' | 'temporary'): Locator {
    return this.page.locator(`[data-drawer-variant="${variant}"]`);
  }

  navigation(): Locator {
    return this.page.getByRole('navigation', { name: /เมนูหลัก|Navigation/ });
  }

  /** The app's welcome banner (the light first view of /app/main, shown before the app after a load or a sign-in, has a greeting of its own outside #root). */
  welcomeBanner(): Locator {
    return this.page.locator('#root').getByRole('region', { name: /.+/ }).filter({ has: this.page.getByText(/ยินดีต้อนรับ|Welcome/) }).first();
  }

  languageButton(label: 'ไทย' | 'English'): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: /เมนูผู้ใช้|User menu/ }).click();
    await this.page.getByRole('menuitem', { name: /ออกจากระบบ|Sign out/ }).click();
  }
}

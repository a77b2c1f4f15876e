import type { ThrowawayDatabase } from '@voc/testing';
import type { BrowserServer } from 'playwright-core';

/** What the global setup started for one jest worker. */
export interface WorkerProduct {
  database: ThrowawayDatabase;
  product?: { stop(): Promise<void> };
  browser?: BrowserServer;
}

/** Handed from the global setup to the global teardown (same process) on globalThis.__e2e. */
export interface E2eState {
  products: WorkerProduct[];
}

/** Stops every product, its browser, and drops its database (unless KEEP_TEST_DATABASE=1). */
export async function stopProducts(state: E2eState): Promise<void> {
  await Promise.all(
    state.products.map(async ({ database, product, browser }) => {
      await Promise.all([browser?.close(), product?.stop()]);
      if (process.env.KEEP_TEST_DATABASE !== '1') await database.drop();
    }),
  );
}

import type { ThrowawayDatabase } from '@voc/testing';

interface E2eState {
  product?: { stop(): Promise<void> };
  database?: ThrowawayDatabase;
}

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __e2e?: E2eState }).__e2e;
  if (!state) return;
  await state.product?.stop();
  if (process.env.KEEP_TEST_DATABASE !== '1') await state.database?.drop();
}

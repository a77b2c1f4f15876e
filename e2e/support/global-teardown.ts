import { type E2eState, stopProducts } from './e2e-state';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __e2e?: E2eState }).__e2e;
  if (state) await stopProducts(state);
}

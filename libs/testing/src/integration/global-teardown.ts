import type { ThrowawayDatabase } from '../database/throwaway-database';

export default async function globalTeardown(): Promise<void> {
  const database = (globalThis as { __throwawayDatabase?: ThrowawayDatabase }).__throwawayDatabase;
  if (database && process.env.KEEP_TEST_DATABASE !== '1') await database.drop();
}

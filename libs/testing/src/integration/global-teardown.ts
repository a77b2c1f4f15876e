import type { ThrowawayDatabase } from '../database/throwaway-database';

export default async function globalTeardown(): Promise<void> {
  const databases = (globalThis as { __throwawayDatabases?: ThrowawayDatabase[] }).__throwawayDatabases ?? [];
  if (process.env.KEEP_TEST_DATABASE === '1') return;
  for (const database of databases) await database.drop();
}

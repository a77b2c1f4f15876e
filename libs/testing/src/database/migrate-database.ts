import { runAllMigrations } from '@voc/migrations';

/**
 * Runs every migration of both streams, the same way the migrate command does: the main database,
 * then the reporting store (`reportingUrl`, or the same database when it is left out).
 */
export async function migrateDatabase(url: string, reportingUrl: string | null = null): Promise<void> {
  await runAllMigrations(url, reportingUrl);
}

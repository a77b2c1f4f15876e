import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/persistence';

/** Runs every migration on a database, the same way the migrate command does. */
export async function migrateDatabase(url: string): Promise<void> {
  const db = new DataSource(dataSourceOptions(url, 2));
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
}

import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions, integer, url } from '@voc/persistence';
import { PasswordHasher } from '../auth/services/password-hasher.service';
import { DEFAULT_DEMO_SIZE, seedDemoData } from '../demo-data/seed-demo-data';
import { runCli } from './run-cli';

/**
 * Inserts the demo network (`npm run seed`). SEED_DEALERS and SEED_STAFF_PER_DEALER change its
 * size; running it again adds nothing that is already there.
 */
runCli('seed', async () => {
  const env = process.env;
  const db = new DataSource(dataSourceOptions(url(env, 'DATABASE_URL', ['postgres', 'postgresql']), 2));
  await db.initialize();
  try {
    const size = {
      dealers: integer(env, 'SEED_DEALERS', DEFAULT_DEMO_SIZE.dealers, 3, 100000),
      staffPerDealer: integer(env, 'SEED_STAFF_PER_DEALER', DEFAULT_DEMO_SIZE.staffPerDealer, 0, 1000),
    };
    const hasher = new PasswordHasher();
    const summary = await seedDemoData(db, size, (plain) => hasher.hash(plain));
    process.stdout.write(`seed: ${summary.dealers} dealers, ${summary.users} users in the database\n`);
  } finally {
    await db.destroy();
  }
});

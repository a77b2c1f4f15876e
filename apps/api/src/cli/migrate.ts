import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions, url } from '@voc/persistence';
import { runCli } from './run-cli';

/** Applies every pending migration (`npm run migrate`); `--revert` undoes the last one. */
runCli('migrate', async () => {
  const db = new DataSource(dataSourceOptions(url(process.env, 'DATABASE_URL', ['postgres', 'postgresql']), 2));
  await db.initialize();
  try {
    if (process.argv.includes('--revert')) {
      await db.undoLastMigration({ transaction: 'each' });
      process.stdout.write('migrate: reverted the last migration\n');
    } else {
      const applied = await db.runMigrations({ transaction: 'each' });
      process.stdout.write(`migrate: ${applied.length} migration(s) applied${applied.map((m) => `\n  ${m.name}`).join('')}\n`);
    }
  } finally {
    await db.destroy();
  }
});

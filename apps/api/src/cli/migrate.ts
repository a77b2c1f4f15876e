import 'reflect-metadata';
import { readReportingDatabaseUrl, url } from '@voc/config';
import { revertLastMigration, runAllMigrations } from '@voc/migrations';
import { runCli } from './run-cli';

/**
 * Applies every pending migration (`npm run migrate`): the main database (DATABASE_URL), then the
 * reporting store (REPORTING_DATABASE_URL, or the main database when unset).
 * `--revert` undoes the main stream's last migration; `--revert=reporting` the reporting stream's.
 */
runCli('migrate', async () => {
  const databaseUrl = url(process.env, 'DATABASE_URL', ['postgres', 'postgresql']);
  const reportingUrl = readReportingDatabaseUrl(process.env);
  const revert = process.argv.find((arg) => arg.startsWith('--revert'));
  if (revert) {
    const stream = revert === '--revert=reporting' ? 'reporting' : 'main';
    await revertLastMigration(stream, databaseUrl, reportingUrl);
    process.stdout.write(`migrate: reverted the last ${stream} migration\n`);
    return;
  }
  const applied = await runAllMigrations(databaseUrl, reportingUrl);
  const lines = [...applied.main, ...applied.reporting.map((name) => `${name} (reporting store)`)];
  process.stdout.write(`migrate: ${lines.length} migration(s) applied${lines.map((name) => `\n  ${name}`).join('')}\n`);
});

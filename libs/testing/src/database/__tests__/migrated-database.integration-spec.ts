import { Client } from 'pg';
import { runAllMigrations } from '@voc/migrations';
import { createMigratedDatabase, createMigratedSplitDatabases, TEMPLATE_DATABASE_ENV } from '../migrated-database';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../throwaway-database';

/** The integration run's templates (global setup) and the databases copied from them. */
describe('migrated throw-away databases', () => {
  const made: ThrowawayDatabase[] = [];
  const keep = <T extends ThrowawayDatabase>(database: T): T => {
    made.push(database);
    return database;
  };

  afterAll(async () => {
    for (const database of made) await database.drop();
  });

  async function tableCount(url: string, table: string): Promise<number> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    } finally {
      await client.end();
    }
  }

  it('copies the template: every migration of both streams is in, none left to run', async () => {
    expect(process.env[TEMPLATE_DATABASE_ENV.single]).toBeTruthy();
    const database = keep(await createMigratedDatabase('voc_copy'));
    expect(await tableCount(database.url, 'schema_migrations')).toBeGreaterThan(10);
    expect(await runAllMigrations(database.url, null)).toEqual({ main: [], reporting: [] });
  });

  it('makes and migrates the database itself where the run has no template', async () => {
    const database = keep(await createMigratedDatabase('voc_nocopy', { ...process.env, [TEMPLATE_DATABASE_ENV.single]: '' }));
    expect(await runAllMigrations(database.url, null)).toEqual({ main: [], reporting: [] });
    const copy = keep(await createMigratedDatabase('voc_copy'));
    expect(await tableCount(database.url, 'schema_migrations')).toBe(await tableCount(copy.url, 'schema_migrations'));
  });

  it('copies the split pair: the main database and its reporting store, none left to run', async () => {
    const { database, reportingDatabase } = await createMigratedSplitDatabases('voc_copy_main', 'voc_copy_rep');
    keep(database);
    keep(reportingDatabase);
    expect(await runAllMigrations(database.url, reportingDatabase.url)).toEqual({ main: [], reporting: [] });
  });

  it('gives every copy its own rows', async () => {
    const [one, other] = [keep(await createMigratedDatabase('voc_copy')), keep(await createMigratedDatabase('voc_copy'))];
    const before = await tableCount(other.url, 'dealers');
    const client = new Client({ connectionString: one.url });
    await client.connect();
    try {
      await client.query(`CREATE TABLE copy_probe (n int)`);
      await client.query(`INSERT INTO copy_probe VALUES (1)`);
    } finally {
      await client.end();
    }
    expect(await tableCount(one.url, 'copy_probe')).toBe(1);
    await expect(tableCount(other.url, 'copy_probe')).rejects.toThrow(/copy_probe/);
    expect(await tableCount(other.url, 'dealers')).toBe(before);
  });

  it('keeps the templates closed to connections, so a copy can be made at any time', async () => {
    for (const name of Object.values(TEMPLATE_DATABASE_ENV).map((key) => process.env[key])) {
      const url = new URL(process.env.INTEGRATION_DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const client = new Client({ connectionString: url.toString() });
      await expect(client.connect()).rejects.toThrow(/not currently accepting connections/);
    }
  });

  it('fails when the template named is missing, rather than handing back an empty database', async () => {
    await expect(createMigratedDatabase('voc_copy', { ...process.env, [TEMPLATE_DATABASE_ENV.single]: 'voc_no_such_template' })).rejects.toThrow(/voc_no_such_template/);
    await expect(createThrowawayDatabase('voc_copy', undefined, { template: 'voc_no_such_template' })).rejects.toThrow(/does not exist/);
  });
});

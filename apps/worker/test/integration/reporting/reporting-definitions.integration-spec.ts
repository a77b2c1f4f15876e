import { Client } from 'pg';
import { reportingSchemaSql } from '@voc/projections';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';

/** What PostgreSQL says a schema holds: every column, primary key, index, checkpoint row and storage option (fillfactor). */
async function describeSchema(client: Client, schema: string): Promise<Record<string, unknown>> {
  const columns = await client.query(
    `SELECT table_name, column_name, data_type, is_nullable, column_default, numeric_precision, numeric_scale, ordinal_position
     FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, ordinal_position`,
    [schema],
  );
  const keys = await client.query(
    `SELECT tc.table_name, tc.constraint_name, string_agg(k.column_name, ',' ORDER BY k.ordinal_position) AS columns
     FROM information_schema.table_constraints tc JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name)
     WHERE tc.table_schema = $1 AND tc.constraint_type = 'PRIMARY KEY' GROUP BY 1, 2 ORDER BY 1`,
    [schema],
  );
  const indexes = await client.query(`SELECT tablename, indexname, replace(indexdef, $1 || '.', 'SCHEMA.') AS indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY 1, 2`, [schema]);
  const checkpoints = await client.query(`SELECT projection, last_tx::text, last_position FROM ${schema}.projection_checkpoints ORDER BY 1`);
  const storage = await client.query(`SELECT relname, reloptions FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind = 'r' AND reloptions IS NOT NULL ORDER BY 1`, [schema]);
  return { columns: columns.rows, keys: keys.rows, indexes: indexes.rows, checkpoints: checkpoints.rows, storage: storage.rows };
}

/** The reporting tables' definitions (libs/reporting-schema/src/tables) and the migrations can never drift apart. */
describe('reporting table definitions', () => {
  let database: ThrowawayDatabase;
  let client: Client;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_defs');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(`CREATE SCHEMA from_definitions`);
    for (const statement of reportingSchemaSql('from_definitions')) await client.query(statement);
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('build the schema the migrations built, column for column, key for key, index for index', async () => {
    const migrated = await describeSchema(client, 'reporting');
    const defined = await describeSchema(client, 'from_definitions');
    expect((migrated.columns as unknown[]).length).toBeGreaterThan(50);
    expect(defined).toEqual(migrated);
  });

  it('notice a definition that differs from the migrations', async () => {
    await client.query(`ALTER TABLE from_definitions.kpi_monthly ADD COLUMN kpi9_met integer`);
    const migrated = await describeSchema(client, 'reporting');
    const defined = await describeSchema(client, 'from_definitions');
    expect(defined).not.toEqual(migrated);
  });
});

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { UnitOfWork } from '@voc/sql';
import { Readable } from 'node:stream';
import { FileStoreError, LocalFileStore, readFileStorageConfig, S3FileStore, type S3StorageConfig } from '@voc/file-storage';
import { createMigratedDatabase, startS3TestServer, type ThrowawayDatabase } from '@voc/testing';
import { removeExpiredFiles } from '../../src/retention/remove-expired-files';

describe('stored file retention', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let storageDir: string;
  let userId: string;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_retention');
    client = new Client({ connectionString: database.url });
    await client.connect();
    db = new DataSource(dataSourceOptions(database.url, 2));
    await db.initialize();
    storageDir = await mkdtemp(path.join(tmpdir(), 'voc-retention-'));
    await mkdir(path.join(storageDir, 'imports'));
    await mkdir(path.join(storageDir, 'exports'));
    const { rows } = await client.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, active_flag, type, group_showroom, group_service, permission)
       VALUES ('r@test.local', 'x', 'a', 'b', 1, 'csn', true, true, '{}'::jsonb) RETURNING id`,
    );
    userId = rows[0].id;
  });
  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
    await rm(storageDir, { recursive: true, force: true });
  });

  const importWithFile = async (name: string, status: string, daysAgo: number) => {
    await writeFile(path.join(storageDir, 'imports', name), 'xlsx');
    const { rows } = await client.query(
      `INSERT INTO imports (type, status, file_name, stored_name, file_size, row_count, created_by, created_at, updated_at)
       VALUES ('showroom', $2, 'h.xlsx', $1, 4, 1, $3, now() - make_interval(days => $4), now() - make_interval(days => $4)) RETURNING id`,
      [name, status, userId, daysAgo],
    );
    return rows[0].id as string;
  };
  const exportWithFile = async (name: string, status: string, daysAgo: number) => {
    await writeFile(path.join(storageDir, 'exports', name), 'xlsx');
    const { rows } = await client.query(
      `INSERT INTO exports (kind, params, locale, file_name, status, stored_name, created_by, created_at, updated_at)
       VALUES ('tickets', '{}'::jsonb, 'th-TH', 'e.xlsx', $2, $1, $3, now() - make_interval(days => $4), now() - make_interval(days => $4)) RETURNING id`,
      [name, status, userId, daysAgo],
    );
    return rows[0].id as string;
  };
  const removedAt = async (table: 'imports' | 'exports', id: string) => (await client.query(`SELECT file_removed_at FROM ${table} WHERE id = $1`, [id])).rows[0].file_removed_at;

  it('removes finished files past their retention, keeps the rest, and says so on the records', async () => {
    const oldDone = await importWithFile('old-done.xlsx', 'completed', 100);
    const oldOwed = await importWithFile('old-owed.xlsx', 'validating', 100);
    const recent = await importWithFile('recent.xlsx', 'completed', 10);
    const oldExport = await exportWithFile('old-export.xlsx', 'ready', 8);
    const newExport = await exportWithFile('new-export.xlsx', 'ready', 1);

    const removed = await removeExpiredFiles(new UnitOfWork(db), new LocalFileStore(storageDir), { importFileRetentionDays: 90, exportFileRetentionDays: 7 });
    expect(removed).toEqual({ imports: 1, exports: 1 });
    expect(existsSync(path.join(storageDir, 'imports', 'old-done.xlsx'))).toBe(false);
    expect(existsSync(path.join(storageDir, 'imports', 'old-owed.xlsx'))).toBe(true);
    expect(existsSync(path.join(storageDir, 'imports', 'recent.xlsx'))).toBe(true);
    expect(existsSync(path.join(storageDir, 'exports', 'old-export.xlsx'))).toBe(false);
    expect(existsSync(path.join(storageDir, 'exports', 'new-export.xlsx'))).toBe(true);
    expect(await removedAt('imports', oldDone)).toBeInstanceOf(Date);
    expect(await removedAt('imports', oldOwed)).toBeNull();
    expect(await removedAt('imports', recent)).toBeNull();
    expect(await removedAt('exports', oldExport)).toBeInstanceOf(Date);
    expect(await removedAt('exports', newExport)).toBeNull();

    // Run again: nothing more to do.
    expect(await removeExpiredFiles(new UnitOfWork(db), new LocalFileStore(storageDir), { importFileRetentionDays: 90, exportFileRetentionDays: 7 })).toEqual({ imports: 0, exports: 0 });
  });

  it('removes expired files from an S3-compatible bucket; a bucket that fails stops the run and marks nothing', async () => {
    const s3 = await startS3TestServer();
    const config = readFileStorageConfig({ ...s3.env, S3_MAX_ATTEMPTS: '1' }) as S3StorageConfig;
    const store = new S3FileStore(config);
    const broken = new S3FileStore({ ...config, bucket: 'no-such-bucket' });
    try {
      const put = (key: string) => store.put(key, Readable.from([Buffer.from('xlsx')]));
      await put('exports/s3-old.xlsx');
      await put('exports/s3-new.xlsx');
      const oldExport = await exportWithFile('s3-old.xlsx', 'ready', 8);
      const newExport = await exportWithFile('s3-new.xlsx', 'ready', 1);

      await expect(removeExpiredFiles(new UnitOfWork(db), broken, { importFileRetentionDays: 90, exportFileRetentionDays: 7 })).rejects.toBeInstanceOf(FileStoreError);
      expect(await removedAt('exports', oldExport)).toBeNull();

      expect(await removeExpiredFiles(new UnitOfWork(db), store, { importFileRetentionDays: 90, exportFileRetentionDays: 7 })).toEqual({ imports: 0, exports: 1 });
      expect(await store.exists('exports/s3-old.xlsx')).toBe(false);
      expect(await store.exists('exports/s3-new.xlsx')).toBe(true);
      expect(await removedAt('exports', oldExport)).toBeInstanceOf(Date);
      expect(await removedAt('exports', newExport)).toBeNull();
    } finally {
      store.destroy();
      broken.destroy();
      await s3.stop();
    }
  });
});

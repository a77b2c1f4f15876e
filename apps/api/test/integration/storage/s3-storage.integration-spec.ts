import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { GENERIC_ERRORS } from '@voc/contracts';
import { fileKey, readFileStorageConfig, S3FileStore, type S3StorageConfig } from '@voc/file-storage';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, startS3TestServer, testRedisUrl, type S3TestServer, type ThrowawayDatabase } from '@voc/testing';
import { spawnApi, type ApiProcess } from '../../support/api-process';
import { download, hotsheetFile, hotsheetRow, readWorkbook, uploadHotsheet } from '../../support/hotsheet-fixtures';
import { TEST_JWT_SECRET } from '../../support/test-api';
import { ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { waitFor } from '../../support/test-worker';
import { spawnWorker, stopWorker } from '../../support/worker-process';

const pdf = (size = 6000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

/**
 * Past one machine (issue 15), files: two api processes and a worker, each with a STORAGE_DIR of
 * its own (nothing shared on disk), keep every file in one S3-compatible bucket (s3rver in this
 * process). An upload made through one api is served by the other, the worker reads a hotsheet
 * from the bucket and writes an export into it that an api serves, and a bucket that is gone or
 * does not answer gives 410 or 503, never a 500.
 */
describe('files in an S3-compatible bucket, shared by two apis and a worker that share no folder', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;
  let s3: S3TestServer;
  let bucket: S3FileStore;
  const folders: string[] = [];
  const apis: ApiProcess[] = [];
  let worker: ChildProcess | undefined;
  let world: TicketWorld;
  const prefix = `s3files-${randomBytes(4).toString('hex')}`;

  const ownFolder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'voc-s3-process-'));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_s3_files');
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
    s3 = await startS3TestServer();
    bucket = new S3FileStore(readFileStorageConfig(s3.env) as S3StorageConfig);
    const env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, EXPORT_STREAM_MAX_ROWS: '2', ...s3.env };
    apis.push(...(await Promise.all([spawnApi({ ...env, STORAGE_DIR: ownFolder() }, db), spawnApi({ ...env, STORAGE_DIR: ownFolder() }, db)])));
    worker = spawnWorker({ ...env, STORAGE_DIR: ownFolder() });
    world = await ticketWorld(apis[0].api, db);
  }, 120_000);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await Promise.all(apis.map((a) => a.stop()));
    bucket?.destroy();
    await s3?.stop();
    await db?.destroy();
    await database?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  /** Files kept anywhere in the processes' own folders (only `incoming/`, empty once a request ends, may exist). */
  const keptOnDisk = () => folders.flatMap((dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }) : []).map(String).filter((name) => name !== 'incoming'));

  it('serves through the second api an attachment uploaded through the first', async () => {
    const [a, b] = apis.map((p) => p.api);
    const content = pdf();
    const form = new FormData();
    for (const [key, value] of Object.entries(ticketForm(world.dealer.id))) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    form.append('pdfFiles[]', new Blob([content]), 'ใบเสนอราคา.pdf');
    const created = await a.call<any>('POST', '/tickets', { token: world.agent, body: form });
    expect(created.status).toBe(201);
    const ticketId = created.body.success.result._id;
    const [file] = (await b.call<any>('GET', `/tickets/${ticketId}`, { token: world.dealerStaff })).body.success.result.pdfFiles;
    const served = await download(b, `/uploads/${file._id}/content`, world.dealerStaff);
    expect({ status: served.status, type: served.headers.get('content-type'), length: served.headers.get('content-length') }).toEqual({ status: 200, type: 'application/pdf', length: String(content.length) });
    expect(served.bytes.equals(content)).toBe(true);
    // The access check stays: another dealer's staff does not see it.
    expect((await download(b, `/uploads/${file._id}/content`, world.otherDealerStaff)).status).toBe(404);
    const [{ stored_name }] = await db.query(`SELECT stored_name FROM ticket_files WHERE id = $1`, [file._id]);
    expect(await bucket.exists(fileKey('files', stored_name))).toBe(true);
    expect(keptOnDisk()).toEqual([]);

    // Gone from the bucket: 410 with the envelope, as it was with the folder.
    await bucket.remove(fileKey('files', stored_name));
    const gone = await b.call<any>('GET', `/uploads/${file._id}/content`, { token: world.dealerStaff });
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 410, body: { error: { name: 'Gone', message: GENERIC_ERRORS.fileGone } } });
  });

  it('imports a hotsheet the worker reads from the bucket (uploaded through one api, confirmed through the other)', async () => {
    const [a, b] = apis.map((p) => p.api);
    const rows = Array.from({ length: 25 }, () => hotsheetRow(world.dealer.code));
    const upload = await uploadHotsheet(a, world.agent, await hotsheetFile(rows), { name: 'ฮอตชีต.xlsx' });
    expect(upload.status).toBe(202);
    const id = upload.body.success.result._id;
    const [{ stored_name }] = await db.query(`SELECT stored_name FROM imports WHERE id = $1`, [id]);
    expect(await bucket.exists(fileKey('imports', stored_name))).toBe(true);
    const settled = (status: string) =>
      waitFor(async () => {
        const current = (await b.call<any>('GET', `/imports/hotsheet/${id}`, { token: world.agent })).body.success.result;
        if (current.status === 'failed') throw new Error(`import failed: ${current.error}`);
        return current.status === status ? current : undefined;
      }, 45_000, `import ${status}`);
    expect((await settled('previewed')).counts).toMatchObject({ rows: 25, valid: 25, problems: 0 });
    expect((await b.call<any>('POST', `/imports/hotsheet/${id}/confirm`, { token: world.agent })).status).toBe(202);
    expect((await settled('completed')).counts).toMatchObject({ created: 25 });
    expect(keptOnDisk()).toEqual([]);
  });

  it('serves through an api the export the worker streamed into the bucket', async () => {
    const [a, b] = apis.map((p) => p.api);
    const queued = await download(a, `/tickets/report/excel?dealer_id=${world.dealer.id}&lang=en-US`, world.csn);
    expect(queued.status).toBe(202);
    const id = queued.json.success.result._id;
    const ready = await waitFor(async () => {
      const view = (await b.call<any>('GET', `/exports/${id}`, { token: world.csn })).body.success.result;
      if (view.status === 'failed') throw new Error(`export failed: ${view.error}`);
      return view.status === 'ready' ? view : undefined;
    }, 45_000, 'export ready');
    const file = await download(b, ready.download_url.replace(/^\/api/, ''), world.csn);
    expect(file.status).toBe(200);
    const list = await b.call<any>('GET', `/tickets?limit=200&dealer_id=${world.dealer.id}`, { token: world.csn });
    const sheet = (await readWorkbook(file.bytes)).worksheets[0];
    expect(sheet.rowCount - 1).toBe(list.body.success.total);
    expect(list.body.success.total).toBeGreaterThan(2);
    // Only its requester downloads it.
    expect((await download(a, `/exports/${id}/file`, world.approver)).status).toBe(404);
    const [{ stored_name }] = await db.query(`SELECT stored_name FROM exports WHERE id = $1`, [id]);
    expect(await bucket.exists(fileKey('exports', stored_name))).toBe(true);
    expect(keptOnDisk()).toEqual([]);
  });

  it('a bucket that stops answering: downloads and uploads answer 503 errors.storage.unavailable, nothing is kept, the api lives on', async () => {
    const [a, b] = apis.map((p) => p.api);
    const form = new FormData();
    for (const [key, value] of Object.entries(ticketForm(world.dealer.id))) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    form.append('pdfFiles[]', new Blob([pdf()]), 'before.pdf');
    const created = await a.call<any>('POST', '/tickets', { token: world.agent, body: form });
    const [file] = (await a.call<any>('GET', `/tickets/${created.body.success.result._id}`, { token: world.agent })).body.success.result.pdfFiles;
    const [{ n: ticketsBefore }] = await db.query(`SELECT count(*)::int AS n FROM tickets`);

    await s3.stop();
    const unavailable = { error: { name: 'ServiceUnavailable', message: GENERIC_ERRORS.storageUnavailable } };
    const read = await b.call<any>('GET', `/uploads/${file._id}/content`, { token: world.agent });
    expect({ status: read.status, body: read.body }).toEqual({ status: 503, body: unavailable });
    const again = new FormData();
    for (const [key, value] of Object.entries(ticketForm(world.dealer.id))) again.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    again.append('pdfFiles[]', new Blob([pdf()]), 'during.pdf');
    const refused = await a.call<any>('POST', '/tickets', { token: world.agent, body: again });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 503, body: unavailable });
    const hotsheet = await uploadHotsheet(b, world.agent, await hotsheetFile([hotsheetRow(world.dealer.code)]));
    expect({ status: hotsheet.status, body: hotsheet.body }).toEqual({ status: 503, body: unavailable });
    expect(await db.query(`SELECT count(*)::int AS n FROM tickets`)).toEqual([{ n: ticketsBefore }]);
    // An export asked for meanwhile: the worker's attempts fail with the store's error, the export
    // then says failed (errors.export.failed), and no file is left anywhere.
    const queued = await download(a, `/tickets/report/excel?dealer_id=${world.dealer.id}`, world.csn);
    expect(queued.status).toBe(202);
    const failed = await waitFor(async () => {
      const view = (await b.call<any>('GET', `/exports/${queued.json.success.result._id}`, { token: world.csn })).body.success.result;
      return view.status === 'failed' ? view : undefined;
    }, 45_000, 'export failed');
    expect(failed).toMatchObject({ download_url: null, error: 'errors.export.failed' });
    expect(keptOnDisk()).toEqual([]);
    expect((await a.call<any>('GET', `/tickets/${created.body.success.result._id}`, { token: world.agent })).status).toBe(200);
  }, 90_000);
});

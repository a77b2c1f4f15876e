import { randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { insertImport, type HotsheetRow } from '@voc/hotsheet-imports';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runHotsheetDryRun } from '../../../../worker/src/imports/hotsheet/hotsheet-dry-run';
import { UnitOfWork } from '@voc/sql';

/** The dry run stores one batch while it reads the next: a batch the database refuses still fails the run. */
describe('hotsheet dry run: storing overlaps reading', () => {
  let sut: TestApi;
  let agentId: string;

  beforeAll(async () => {
    sut = await startTestApi();
    agentId = (await createUser(sut.db, { type: 'callcenter' })).id;
  });

  afterAll(async () => {
    await sut?.close();
  });

  const newImport = (rowCount: number) => insertImport(sut.db, { type: 'showroom', fileName: 'x.xlsx', storedName: `${randomUUID()}.xlsx`, fileSize: 1, rowCount, createdBy: agentId });

  async function* rows(numbers: number[], read: number[]): AsyncIterable<HotsheetRow> {
    for (const rowNumber of numbers) {
      read.push(rowNumber);
      yield { rowNumber, cells: {} };
    }
  }

  it('stores every batch in order, with the counts and progress of the whole file', async () => {
    const record = await newImport(23);
    const progress: number[] = [];
    const numbers = Array.from({ length: 23 }, (_, i) => i + 2);
    const done = await runHotsheetDryRun(new UnitOfWork(sut.db), record.id, 'unused', { rows: rows(numbers, []), batchSize: 5, onProgress: (n) => void progress.push(n) });
    expect(done).toMatchObject({ status: 'previewed', problem_count: 23, valid_count: 0 });
    expect(progress).toEqual([5, 10, 15, 20, 23]);
    const stored = await sut.db.query(`SELECT row_number FROM import_rows WHERE import_id = $1 ORDER BY row_number`, [record.id]);
    expect(stored.map((r: { row_number: number }) => r.row_number)).toEqual(numbers);
  });

  it('fails the run when the database refuses a batch stored behind the reading, and stores nothing after it', async () => {
    const record = await newImport(15);
    const read: number[] = [];
    // Rows 2-6, then 2-6 again (the database refuses that batch: same row numbers), then 7-11.
    const numbers = [2, 3, 4, 5, 6, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    await expect(runHotsheetDryRun(new UnitOfWork(sut.db), record.id, 'unused', { rows: rows(numbers, read), batchSize: 5 })).rejects.toBeInstanceOf(QueryFailedError);
    const stored = await sut.db.query(`SELECT row_number FROM import_rows WHERE import_id = $1 ORDER BY row_number`, [record.id]);
    // The first batch only: the refused one wrote nothing, and the one after it was never stored.
    expect(stored.map((r: { row_number: number }) => r.row_number)).toEqual([2, 3, 4, 5, 6]);
    expect(read.length).toBeGreaterThan(10);
  });
});

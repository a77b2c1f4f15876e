import { randomUUID } from 'node:crypto';
import { TICKET_ERRORS } from '@voc/contracts';
import type { HotsheetCells } from '@voc/domain';
import { beginCreatePass, insertImport, type HotsheetRow } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runHotsheetCreatePass } from '../../../../worker/src/imports/hotsheet/hotsheet-create';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runHotsheetDryRun } from '../../../../worker/src/imports/hotsheet/hotsheet-dry-run';
import { createDealer, createUser, type DealerFixture } from '../../support/account-fixtures';
import { hotsheetRow } from '../../support/hotsheet-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';

/**
 * The creation pass runs its batches on several connections, each taking the next batch as soon
 * as its last one committed: every valid row gets exactly one outcome, the progress only grows, a
 * row the create command refuses fails alone, and two imports of the same rows created at the same
 * moment make each ticket once.
 */
describe('hotsheet creation pass: batches on several connections', () => {
  let sut: TestApi;
  let agentId: string;
  let dealer: DealerFixture;

  beforeAll(async () => {
    sut = await startTestApi();
    agentId = (await createUser(sut.db, { type: 'callcenter' })).id;
    dealer = await createDealer(sut.db);
  });

  afterAll(async () => {
    await sut?.close();
  });

  async function* sheet(cells: HotsheetCells[]): AsyncIterable<HotsheetRow> {
    for (const [i, row] of cells.entries()) yield { rowNumber: i + 2, cells: row };
  }

  /** An import of these rows, checked by the dry run and confirmed. */
  async function previewed(cells: HotsheetCells[]): Promise<string> {
    const record = await insertImport(sut.db, { type: 'showroom', fileName: 'x.xlsx', storedName: `${randomUUID()}.xlsx`, fileSize: 1, rowCount: cells.length, createdBy: agentId });
    const checked = await runHotsheetDryRun(new UnitOfWork(sut.db), record.id, 'unused', { rows: sheet(cells) });
    expect(checked).toMatchObject({ status: 'previewed', valid_count: cells.length, problem_count: 0 });
    expect(await beginCreatePass(sut.db, record.id, agentId)).not.toBeNull();
    return record.id;
  }

  const outcomes = (importId: string) =>
    sut.db.query<Array<{ row_number: number; status: string; ticket_id: string | null; problems: Array<{ message: string }> }>>(
      `SELECT row_number, status, ticket_id, problems FROM import_rows WHERE import_id = $1 ORDER BY row_number`,
      [importId],
    );

  it('gives every row one outcome, reports a growing progress, and fails only the rows the create command refuses', async () => {
    const closing = await createDealer(sut.db);
    const cells = Array.from({ length: 23 }, (_, i) => hotsheetRow(i % 5 === 3 ? closing.code : dealer.code) as HotsheetCells);
    const importId = await previewed(cells);
    // Closed between the preview and the confirm: its rows are refused by the create command.
    await sut.db.query(`UPDATE dealers SET status = 'closed' WHERE id = $1`, [closing.id]);

    const progress: number[] = [];
    const done = await runHotsheetCreatePass(new UnitOfWork(sut.db), importId, { batchSize: 4, concurrency: 3, onProgress: (n, total) => void progress.push(n, total) });

    const refused = cells.map((_, i) => i).filter((i) => i % 5 === 3);
    expect(done).toMatchObject({ status: 'completed', created_count: 23 - refused.length, skipped_count: 0, failed_count: refused.length, progress_done: 23, progress_total: 23 });
    const reported = progress.filter((_, i) => i % 2 === 0);
    expect(progress.filter((_, i) => i % 2 === 1).every((total) => total === 23)).toBe(true);
    expect(reported.length).toBeGreaterThan(1);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    expect(new Set(reported).size).toBe(reported.length);
    expect(reported[reported.length - 1]).toBe(23);

    const rows = await outcomes(importId);
    expect(rows.map((r) => r.row_number)).toEqual(cells.map((_, i) => i + 2));
    for (const [i, row] of rows.entries()) {
      if (refused.includes(i)) expect(row).toMatchObject({ status: 'failed', ticket_id: null, problems: [expect.objectContaining({ message: TICKET_ERRORS.dealerClosed })] });
      else expect(row).toMatchObject({ status: 'created', ticket_id: expect.any(String), problems: [] });
    }
    const [tickets] = await sut.db.query(
      `SELECT count(*)::int AS n, count(DISTINCT t.id)::int AS distinct_tickets FROM tickets t JOIN import_rows r ON r.ticket_id = t.id WHERE r.import_id = $1 AND t.import_key = r.import_key`,
      [importId],
    );
    expect(tickets).toEqual({ n: 23 - refused.length, distinct_tickets: 23 - refused.length });
  });

  it('creates each ticket once when two imports of the same rows are created at the same moment', async () => {
    const cells = Array.from({ length: 30 }, () => hotsheetRow(dealer.code) as HotsheetCells);
    const [first, second] = [await previewed(cells), await previewed(cells)];

    const [a, b] = await Promise.all([
      runHotsheetCreatePass(new UnitOfWork(sut.db), first, { batchSize: 4, concurrency: 3 }),
      runHotsheetCreatePass(new UnitOfWork(sut.db), second, { batchSize: 3, concurrency: 2 }),
    ]);
    expect(a).toMatchObject({ status: 'completed', failed_count: 0 });
    expect(b).toMatchObject({ status: 'completed', failed_count: 0 });
    expect(a!.created_count + b!.created_count).toBe(30);
    expect(a!.skipped_count + b!.skipped_count).toBe(30);

    const [ofFirst, ofSecond] = [await outcomes(first), await outcomes(second)];
    for (const [i, row] of ofFirst.entries()) {
      const twin = ofSecond[i];
      // One of the two created the row's ticket, the other found it: both name the same ticket.
      expect([row.status, twin.status].sort()).toEqual(['created', 'skipped']);
      expect(row.ticket_id).toEqual(twin.ticket_id);
    }
    const [{ n }] = await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE import_key IN (SELECT import_key FROM import_rows WHERE import_id = $1)`, [first]);
    expect(n).toBe(30);
  });
});

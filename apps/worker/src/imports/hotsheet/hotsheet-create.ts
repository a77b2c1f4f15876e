import { QueryFailedError, type EntityManager } from 'typeorm';
import { GENERIC_ERRORS, IMPORT_ERRORS, type ImportProblemView } from '@voc/contracts';
import type { HotsheetTicketData, Principal, TicketType } from '@voc/domain';
import { detailProblems, findImport, markImportFailed, type ImportRecord } from '@voc/hotsheet-imports';
import { createTicketsInTransaction, loadPrincipal } from '@voc/ticketing';
import { hotsheetTicketInput } from './hotsheet-dry-run';
import { returnedRows, type UnitOfWork } from '@voc/sql';

export interface CreatePassOptions {
  now?: Date;
  /**
   * Rows created per transaction (default CREATE_BATCH_SIZE: one INSERT of the batch's tickets with
   * their events, so a transaction's fixed costs, its locks, lookups, outcome update and commit, are
   * paid once per batch; a batch still commits in well under a second).
   */
  batchSize?: number;
  /**
   * Batches in flight at once, each on its own connection (default CREATE_CONCURRENCY), plus one
   * connection now and then to read the next batch's rows.
   */
  concurrency?: number;
  /** After each committed batch: rows done of the valid rows. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /**
   * Called after each row inside its batch's transaction (the count of rows handled in this run).
   * A test seam: throwing here stops the pass as a killed worker would, rolling back the batch.
   */
  afterRow?: (handled: number) => void;
}

/**
 * Rows a creation transaction takes unless told otherwise (250 before issue 15, 1,000 until issue
 * 34). A batch locks its rows' import keys (advisory locks, which take room in the server's shared
 * lock table: max_locks_per_transaction × max_connections, 6,400 by default): 3 batches of 700 hold
 * about the 2,000 that 2 batches of 1,000 held.
 */
export const CREATE_BATCH_SIZE = 700;

/**
 * Batches in flight unless told otherwise (2 until issue 34). A batch alternates between the worker
 * (the create command's rules, the notices' texts, the statements' documents) and PostgreSQL (the
 * writes, about 1.6 times the worker's CPU): with two batches the worker often sat idle while both
 * were in PostgreSQL; with three it nearly always has one to prepare while the others are written,
 * which is what counts on a busy machine, where each process gets its share of the cores
 * (docs/benchmarks/history.md, bench:import, h-import).
 */
export const CREATE_CONCURRENCY = 3;

interface PendingRow {
  row_number: number;
  data: HotsheetTicketData;
  import_key: string;
}

interface Outcome {
  rowNumber: number;
  status: 'created' | 'skipped' | 'failed';
  ticketId: string | null;
  problems: ImportProblemView[];
}

/**
 * Locks the batch's import keys for the rest of the transaction (sorted, so two batches never
 * wait on each other in a circle): an overlapping import confirmed at the same moment waits here,
 * then finds the tickets this one created.
 */
const LOCK_KEYS = `SELECT pg_advisory_xact_lock(h) FROM (SELECT DISTINCT hashtextextended(k, 0) AS h FROM unnest($1::text[]) AS k ORDER BY 1) AS locks`;

/**
 * The batch's outcomes and the import's counters. The batch's rows lie between its first and last
 * row number ($6, $7): bounding the join by them keeps the read of the rows still valid to the
 * batch's stretch of the import, whatever plan the rows' statistics (often none yet, the dry run
 * just wrote them) lead to; unbounded, a plan that reads every valid row of the import made each
 * batch read the whole rest of it, with the earlier batches' old row versions.
 */
const RECORD_OUTCOMES = `
  WITH outcome AS (SELECT * FROM unnest($2::int[], $3::text[], $4::uuid[], $5::text[]) AS o(r, s, t, p)),
  moved AS (
    UPDATE import_rows ir SET status = outcome.s, ticket_id = outcome.t, problems = outcome.p::jsonb
    FROM outcome WHERE ir.import_id = $1 AND ir.row_number = outcome.r AND ir.status = 'valid' AND ir.row_number BETWEEN $6 AND $7
    RETURNING ir.status)
  UPDATE imports SET
    created_count = created_count + (SELECT count(*) FROM moved WHERE status = 'created'),
    skipped_count = skipped_count + (SELECT count(*) FROM moved WHERE status = 'skipped'),
    failed_count = failed_count + (SELECT count(*) FROM moved WHERE status = 'failed'),
    progress_done = progress_done + (SELECT count(*) FROM moved),
    updated_at = now()
  WHERE id = $1
  RETURNING progress_done, progress_total`;

/**
 * The second pass: creates a ticket (source hotsheet_import) for every row the dry run found
 * valid, through the same create-ticket command as the form, a batch per transaction.
 *
 * Safe to stop at any point and run again (a killed worker, a retried job): each row is created
 * at most once because
 * - its outcome (created with the ticket id, skipped, failed) is written in the same transaction
 *   as its ticket, and a run only takes rows still marked valid;
 * - inside the transaction the row's import key is locked, then looked up among the tickets
 *   (check-then-create): a ticket already there means skipped;
 * - tickets.import_key is unique: the last guard, should anything slip past the first two.
 */
export async function runHotsheetCreatePass(uow: UnitOfWork, importId: string, options: CreatePassOptions = {}): Promise<ImportRecord | null> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? CREATE_BATCH_SIZE;
  const concurrency = Math.max(1, options.concurrency ?? CREATE_CONCURRENCY);
  const record = await findImport(uow.runner, importId);
  if (!record || record.status !== 'creating') return record;
  const principal = await loadPrincipal(uow.runner, record.confirmed_by ?? record.created_by);
  if (!principal) {
    await markImportFailed(uow.runner, importId, IMPORT_ERRORS.failed);
    return findImport(uow.runner, importId);
  }
  let handled = 0;
  const tick = () => options.afterRow?.(++handled);
  const batches = pendingBatches(uow, importId, batchSize);
  // Each connection takes the next batch as soon as its last one committed (no round waits for
  // its slowest batch), read while the one before it was being created. A failure stops the taking;
  // the batches in flight settle before it is passed on: none is left running behind a retry.
  let failure: { error: unknown } | undefined;
  let reported = 0;
  const lane = async () => {
    for (;;) {
      if (failure) return;
      const batch = await batches.next().catch((error: unknown) => {
        failure ??= { error };
        return null;
      });
      if (!batch || failure) return;
      try {
        const progress = await createBatch(uow, record, principal, batch, now, tick);
        // Batches commit in any order; the record's count only grows.
        if (progress.done > reported) {
          reported = progress.done;
          await options.onProgress?.(progress.done, progress.total);
        }
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  if (failure) throw failure.error;
  await uow.runner.query(
    `UPDATE imports SET status = 'completed', completed_at = now(), progress_done = progress_total, updated_at = now() WHERE id = $1 AND status = 'creating'`,
    [importId],
  );
  return findImport(uow.runner, importId);
}

/**
 * The rows still valid, in file order, a batch at a time by row number: the next batch is read
 * while the one just taken is created, so a connection that commits finds its next batch ready.
 * One batch is read ahead, no more: rows held in memory are rows the collector keeps copying.
 * Calls to next() are served one at a time.
 */
function pendingBatches(uow: UnitOfWork, importId: string, batchSize: number): { next(): Promise<PendingRow[] | null> } {
  const read = (after: number) => {
    const rows = uow.runner.query<PendingRow[]>(
      `SELECT row_number, data, import_key FROM import_rows WHERE import_id = $1 AND status = 'valid' AND row_number > $2 ORDER BY row_number LIMIT $3`,
      [importId, after, batchSize],
    );
    // A read ahead that fails is reported when its batch is taken, not as an unhandled rejection.
    rows.catch(() => undefined);
    return rows;
  };
  let ahead: Promise<PendingRow[]> | null = read(0);
  let served: Promise<PendingRow[] | null> = Promise.resolve(null);
  const take = async (): Promise<PendingRow[] | null> => {
    if (!ahead) return null;
    const batch = await ahead;
    // A short batch is the last; after a full one there may be more (read now, taken next).
    ahead = batch.length === batchSize ? read(batch[batch.length - 1].row_number) : null;
    return batch.length ? batch : null;
  };
  return {
    next() {
      served = served.then(take, take);
      return served;
    },
  };
}

/** One batch in one transaction; if the database refuses it, each row again in its own. */
async function createBatch(uow: UnitOfWork, record: ImportRecord, principal: Principal, rows: PendingRow[], now: Date, tick: () => void): Promise<{ done: number; total: number }> {
  try {
    return await uow.run((manager) => createRows(manager, record, principal, rows, now, tick));
  } catch (error) {
    if (!(error instanceof QueryFailedError) || rows.length === 1) throw error;
    let progress = { done: 0, total: 0 };
    for (const row of rows) progress = await uow.run((manager) => createRows(manager, record, principal, [row], now, () => undefined));
    return progress;
  }
}

async function createRows(manager: EntityManager, record: ImportRecord, principal: Principal, rows: PendingRow[], now: Date, tick: () => void): Promise<{ done: number; total: number }> {
  const keys = rows.map((r) => r.import_key);
  await manager.query(LOCK_KEYS, [keys]);
  const existing = new Map(
    (await manager.query<Array<{ import_key: string; id: string }>>(`SELECT import_key, id FROM tickets WHERE import_key = ANY($1::text[])`, [keys])).map((t) => [t.import_key, t.id]),
  );
  const outcomes: Outcome[] = [];
  const fresh: PendingRow[] = [];
  for (const row of rows) {
    const found = existing.get(row.import_key);
    if (found) {
      outcomes.push({ rowNumber: row.row_number, status: 'skipped', ticketId: found, problems: [] });
      tick();
    } else {
      fresh.push(row);
    }
  }
  // Every new row through the create command at once: its rules per row, one INSERT for all.
  // A row it refuses (the dealer closed since the dry run, say) fails; nothing of it was written.
  const created = await createTicketsInTransaction(manager, principal, fresh.map((row) => ({ input: hotsheetTicketInput(record.type as TicketType, row.data), importKey: row.import_key })), now, { channel: 'import' });
  created.forEach((outcome, i) => {
    const rowNumber = fresh[i].row_number;
    if ('created' in outcome) outcomes.push({ rowNumber, status: 'created', ticketId: outcome.created.id, problems: [] });
    else outcomes.push({ rowNumber, status: 'failed', ticketId: null, problems: detailProblems(outcome.refused.details, outcome.refused.messageKey ?? GENERIC_ERRORS.validation) });
    tick();
  });
  const [progress] = returnedRows<{ progress_done: number; progress_total: number }>(
    await manager.query(RECORD_OUTCOMES, [
      record.id,
      outcomes.map((o) => o.rowNumber),
      outcomes.map((o) => o.status),
      outcomes.map((o) => o.ticketId),
      outcomes.map((o) => JSON.stringify(o.problems)),
      rows[0].row_number,
      rows[rows.length - 1].row_number,
    ]),
  );
  return { done: progress.progress_done, total: progress.progress_total };
}

import type { HotsheetImportRowView, HotsheetImportView, ImportPass, ImportProblemView, ImportRowStatus, ImportStatus, ListBody } from '@voc/contracts';
import { IMPORT_SUPERVISOR_ROLES, type Principal, type TicketType } from '@voc/domain';
import { returnedRows, type SqlRunner } from '@voc/sql';

/** An imports row with its uploader's name. */
export interface ImportRecord {
  id: string;
  type: TicketType;
  status: ImportStatus;
  pass: ImportPass;
  file_name: string;
  stored_name: string;
  file_size: number;
  row_count: number;
  progress_done: number;
  progress_total: number;
  valid_count: number;
  problem_count: number;
  created_count: number;
  skipped_count: number;
  failed_count: number;
  error: string | null;
  created_by: string;
  created_by_name: string;
  confirmed_by: string | null;
  created_at: Date;
  updated_at: Date;
  confirmed_at: Date | null;
  completed_at: Date | null;
}

const IMPORT_SELECT = `i.id, i.type, i.status, i.pass, i.file_name, i.stored_name, i.file_size, i.row_count, i.progress_done,
  i.progress_total, i.valid_count, i.problem_count, i.created_count, i.skipped_count, i.failed_count, i.error, i.created_by,
  u.first_name || ' ' || u.last_name AS created_by_name, i.confirmed_by, i.created_at, i.updated_at, i.confirmed_at, i.completed_at`;

export async function insertImport(
  db: SqlRunner,
  input: { type: TicketType; fileName: string; storedName: string; fileSize: number; rowCount: number; createdBy: string },
): Promise<ImportRecord> {
  const [{ id }] = await db.query<Array<{ id: string }>>(
    `INSERT INTO imports (type, status, pass, file_name, stored_name, file_size, row_count, progress_total, created_by)
     VALUES ($1, 'validating', 'dry_run', $2, $3, $4, $5, $5, $6) RETURNING id`,
    [input.type, input.fileName, input.storedName, input.fileSize, input.rowCount, input.createdBy],
  );
  return (await findImport(db, id))!;
}

export async function findImport(manager: SqlRunner, id: string): Promise<ImportRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await manager.query<ImportRecord[]>(`SELECT ${IMPORT_SELECT} FROM imports i JOIN users u ON u.id = i.created_by WHERE i.id = $1`, [id]);
  return row ?? null;
}

export function toImportView(record: ImportRecord, liveProgress?: { done: number; total: number }): HotsheetImportView {
  const persisted = { done: record.progress_done, total: record.progress_total };
  // The job reports progress more often than the record is written; take whichever is further.
  const progress = liveProgress && liveProgress.total === persisted.total && liveProgress.done > persisted.done ? liveProgress : persisted;
  return {
    _id: record.id,
    type: record.type,
    status: record.status,
    file_name: record.file_name,
    file_size: record.file_size,
    created_by: { _id: record.created_by, name: record.created_by_name },
    created_date: record.created_at.toISOString(),
    updated_date: record.updated_at.toISOString(),
    confirmed_date: record.confirmed_at?.toISOString() ?? null,
    completed_date: record.completed_at?.toISOString() ?? null,
    progress: { pass: record.pass, ...progress },
    counts: {
      rows: record.row_count,
      valid: record.valid_count,
      problems: record.problem_count,
      created: record.created_count,
      skipped: record.skipped_count,
      failed: record.failed_count,
    },
    error: record.error,
  };
}

/** The user's imports, newest first; csn sees everyone's. */
export async function listImports(db: SqlRunner, principal: Principal, page: number, limit: number): Promise<ListBody<HotsheetImportView>> {
  const everyone = IMPORT_SUPERVISOR_ROLES.includes(principal.type);
  const where = everyone ? 'true' : 'i.created_by = $1';
  const params = everyone ? [] : [principal.userId];
  const [rows, [{ total }]] = await Promise.all([
    db.query<ImportRecord[]>(
      `SELECT ${IMPORT_SELECT} FROM imports i JOIN users u ON u.id = i.created_by WHERE ${where}
       ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    ),
    db.query<Array<{ total: string }>>(`SELECT count(*) AS total FROM imports i WHERE ${where}`, params),
  ]);
  return { result: rows.map((r) => toImportView(r)), total: Number(total) };
}

interface ImportRowRecord {
  row_number: number;
  status: ImportRowStatus;
  problems: ImportProblemView[];
  data: Record<string, unknown>;
  ticket_id: string | null;
}

/** One page of an import's rows in file order, optionally of one status. */
export async function listImportRows(db: SqlRunner, importId: string, status: ImportRowStatus | undefined, page: number, limit: number): Promise<ListBody<HotsheetImportRowView>> {
  const where = status ? 'import_id = $1 AND status = $2' : 'import_id = $1';
  const params = status ? [importId, status] : [importId];
  const [rows, [{ total }]] = await Promise.all([
    db.query<ImportRowRecord[]>(
      `SELECT row_number, status, problems, data, ticket_id FROM import_rows WHERE ${where} ORDER BY row_number LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    ),
    db.query<Array<{ total: string }>>(`SELECT count(*) AS total FROM import_rows WHERE ${where}`, params),
  ]);
  return { result: rows.map((r) => ({ ...r })), total: Number(total) };
}

/**
 * Problem rows in file order, a page at a time by row number (keyset): the problem file is
 * written from this without holding the whole list.
 */
export async function* problemRows(db: SqlRunner, importId: string, pageSize = 1000): AsyncGenerator<ImportRowRecord> {
  let after = 0;
  for (;;) {
    const rows = await db.query<ImportRowRecord[]>(
      `SELECT row_number, status, problems, data, ticket_id FROM import_rows
       WHERE import_id = $1 AND status IN ('problem', 'failed') AND row_number > $2 ORDER BY row_number LIMIT $3`,
      [importId, after, pageSize],
    );
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].row_number;
  }
}

/**
 * Moves a previewed import to its creation pass (once: a second confirm finds it moved already).
 * Answers the record after the change, or null when the import was not waiting in its preview.
 */
export async function beginCreatePass(db: SqlRunner, importId: string, confirmedBy: string): Promise<ImportRecord | null> {
  const moved = returnedRows<{ id: string }>(await db.query(
    `UPDATE imports SET status = 'creating', pass = 'create', confirmed_by = $2, confirmed_at = now(), updated_at = now(),
       progress_done = 0, progress_total = valid_count
     WHERE id = $1 AND status = 'previewed' RETURNING id`,
    [importId, confirmedBy],
  ));
  return moved.length ? findImport(db, importId) : null;
}

/** The job gave up: the import shows why (a message key). */
export async function markImportFailed(db: SqlRunner, importId: string, messageKey: string): Promise<void> {
  await db.query(`UPDATE imports SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status <> 'completed'`, [importId, messageKey]);
}

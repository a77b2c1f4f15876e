import { EXPORT_ERRORS, type ExportJobView, type ExportKind, type ExportStatus } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import type { ExportRequest } from './ticket-exports';
import type { SqlRunner } from '@voc/sql';

/** An exports row: a spreadsheet prepared in the background. */
export interface ExportRecord {
  id: string;
  kind: ExportKind;
  params: ExportRequest['filters'];
  locale: Locale;
  file_name: string;
  status: ExportStatus;
  progress_done: number;
  progress_total: number;
  stored_name: string | null;
  error: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  /** Set when the retention job removed the file: the export can no longer be downloaded. */
  file_removed_at?: Date | null;
}

export async function insertExport(
  db: SqlRunner,
  input: { request: ExportRequest; locale: Locale; fileName: string; total: number; createdBy: string },
): Promise<ExportRecord> {
  const [{ id }] = await db.query<Array<{ id: string }>>(
    `INSERT INTO exports (kind, params, locale, file_name, status, progress_total, created_by) VALUES ($1, $2, $3, $4, 'queued', $5, $6) RETURNING id`,
    [input.request.kind, JSON.stringify(input.request.filters), input.locale, input.fileName, input.total, input.createdBy],
  );
  return (await findExport(db, id))!;
}

export async function findExport(manager: SqlRunner, id: string): Promise<ExportRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await manager.query<ExportRecord[]>(`SELECT * FROM exports WHERE id = $1`, [id]);
  return row ?? null;
}

export function toExportView(record: ExportRecord, liveDone?: number): ExportJobView {
  return {
    _id: record.id,
    kind: record.kind,
    status: record.status,
    file_name: record.file_name,
    progress: { done: Math.max(record.progress_done, record.status === 'running' ? (liveDone ?? 0) : 0), total: record.progress_total },
    created_date: record.created_at.toISOString(),
    finished_date: record.finished_at?.toISOString() ?? null,
    error: record.error,
    download_url: record.status === 'ready' && !record.file_removed_at ? `/api/exports/${record.id}/file` : null,
    file_removed_date: record.file_removed_at?.toISOString() ?? null,
  };
}

export async function markExportFailed(db: SqlRunner, exportId: string): Promise<void> {
  await db.query(`UPDATE exports SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status <> 'ready'`, [exportId, EXPORT_ERRORS.failed]);
}

/** A background export starts (again): progress from zero. */
export async function markExportRunning(db: SqlRunner, exportId: string): Promise<void> {
  await db.query(`UPDATE exports SET status = 'running', progress_done = 0, updated_at = now() WHERE id = $1`, [exportId]);
}

/** How many tickets a running export has written so far. */
export async function saveExportProgress(db: SqlRunner, exportId: string, done: number): Promise<void> {
  await db.query(`UPDATE exports SET progress_done = $2, updated_at = now() WHERE id = $1`, [exportId, done]);
}

/** A background export's file is complete under `storedName`, with `rows` tickets. */
export async function markExportReady(db: SqlRunner, exportId: string, storedName: string, rows: number): Promise<void> {
  await db.query(
    `UPDATE exports SET status = 'ready', stored_name = $2, progress_done = $3, progress_total = $3, finished_at = now(), updated_at = now() WHERE id = $1`,
    [exportId, storedName, rows],
  );
}

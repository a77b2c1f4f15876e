import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { exportsDir, findExport, markExportFailed, prepareExport, type ExportRecord, type ExportRequest } from '@voc/ticket-exports';
import { loadPrincipal } from '@voc/ticketing';

/**
 * Writes a background export to the storage folder (a part file renamed when complete, so a
 * half-written file is never served), for its requester's scope as it is now. A retried run
 * starts the file again.
 */
export async function runExportJob(
  db: DataSource,
  exportId: string,
  storageDir: string,
  onProgress?: (done: number, total: number) => Promise<void> | void,
): Promise<ExportRecord | null> {
  const record = await findExport(db.manager, exportId);
  if (!record || record.status === 'ready' || record.status === 'failed') return record;
  const principal = await loadPrincipal(db.manager, record.created_by);
  if (!principal) {
    await markExportFailed(db, exportId);
    return findExport(db.manager, exportId);
  }
  await db.query(`UPDATE exports SET status = 'running', progress_done = 0, updated_at = now() WHERE id = $1`, [exportId]);
  const prepared = prepareExport(db, principal, { kind: record.kind, filters: record.params } as ExportRequest, record.locale, record.created_at);
  const dir = exportsDir(storageDir);
  await mkdir(dir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.xlsx`;
  const part = path.join(dir, `${storedName}.part`);
  let lastSaved = 0;
  try {
    const rows = await prepared.write(createWriteStream(part), async (done) => {
      await onProgress?.(done, record.progress_total);
      if (done - lastSaved >= 5000) {
        lastSaved = done;
        await db.query(`UPDATE exports SET progress_done = $2, updated_at = now() WHERE id = $1`, [exportId, done]);
      }
    });
    await rename(part, path.join(dir, storedName));
    await db.query(
      `UPDATE exports SET status = 'ready', stored_name = $2, progress_done = $3, progress_total = $3, finished_at = now(), updated_at = now() WHERE id = $1`,
      [exportId, storedName, rows],
    );
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return findExport(db.manager, exportId);
}

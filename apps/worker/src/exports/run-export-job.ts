import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { UnitOfWork } from '@voc/persistence';
import { exportsDir, findExport, markExportFailed, markExportReady, markExportRunning, prepareExport, saveExportProgress, type ExportRecord, type ExportRequest } from '@voc/ticket-exports';
import { loadPrincipal } from '@voc/ticketing';

/**
 * Writes a background export to the storage folder (a part file renamed when complete, so a
 * half-written file is never served), for its requester's scope as it is now. A retried run
 * starts the file again.
 */
export async function runExportJob(
  uow: UnitOfWork,
  exportId: string,
  storageDir: string,
  onProgress?: (done: number, total: number) => Promise<void> | void,
): Promise<ExportRecord | null> {
  const record = await findExport(uow.runner, exportId);
  if (!record || record.status === 'ready' || record.status === 'failed') return record;
  const principal = await loadPrincipal(uow.runner, record.created_by);
  if (!principal) {
    await markExportFailed(uow.runner, exportId);
    return findExport(uow.runner, exportId);
  }
  await markExportRunning(uow.runner, exportId);
  const prepared = prepareExport(uow, principal, { kind: record.kind, filters: record.params } as ExportRequest, record.locale, record.created_at);
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
        await saveExportProgress(uow.runner, exportId, done);
      }
    });
    await rename(part, path.join(dir, storedName));
    await markExportReady(uow.runner, exportId, storedName, rows);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return findExport(uow.runner, exportId);
}

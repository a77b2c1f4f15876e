import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { fileKey, type FileStore } from '@voc/file-storage';
import type { UnitOfWork } from '@voc/sql';
import { findExport, markExportFailed, markExportReady, markExportRunning, prepareExport, saveExportProgress, type ExportRecord, type ExportRequest } from '@voc/ticket-exports';
import { loadPrincipal } from '@voc/ticketing';

/**
 * Streams a background export into the file store (a part file renamed when complete in the
 * folder, a multipart upload in a bucket: a half-written file is never served), for its
 * requester's scope as it is now. A retried run starts the file again under a new name.
 */
export async function runExportJob(
  uow: UnitOfWork,
  exportId: string,
  store: FileStore,
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
  const storedName = `${randomBytes(16).toString('hex')}.xlsx`;
  const key = fileKey('exports', storedName);
  // The workbook is written into `out` while the store reads it: memory stays bounded by the
  // stream's buffer and the store's own (two multipart parts at most).
  const out = new PassThrough();
  const stored = store.put(key, out);
  stored.catch(() => undefined);
  let lastSaved = 0;
  try {
    const rows = await prepared.write(out, async (done) => {
      await onProgress?.(done, record.progress_total);
      if (done - lastSaved >= 5000) {
        lastSaved = done;
        await saveExportProgress(uow.runner, exportId, done);
      }
    });
    await stored;
    await markExportReady(uow.runner, exportId, storedName, rows);
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    await store.remove(key).catch(() => undefined);
    throw error;
  }
  return findExport(uow.runner, exportId);
}

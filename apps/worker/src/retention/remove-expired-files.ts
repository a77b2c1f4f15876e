import path from 'node:path';
import { fileKey, type FileStore } from '@voc/file-storage';
import type { UnitOfWork } from '@voc/sql';

export interface RetentionRules {
  importFileRetentionDays: number;
  exportFileRetentionDays: number;
}

/**
 * Removes the stored files whose records finished more than their retention ago and says so on
 * the record (file_removed_at); the records, an import's rows and an export's history stay. An
 * import still owed work (validating, creating) keeps its file whatever its age. A file already
 * gone from the store is recorded as removed all the same; a store that fails stops the run
 * (its error says why) and the next run takes the rest.
 */
export async function removeExpiredFiles(uow: UnitOfWork, store: FileStore, rules: RetentionRules, now = new Date()): Promise<{ imports: number; exports: number }> {
  const imports = await uow.runner.query<Array<{ id: string; stored_name: string }>>(
    `SELECT id, stored_name FROM imports
      WHERE file_removed_at IS NULL AND status IN ('previewed', 'completed', 'failed')
        AND updated_at < $1::timestamptz - make_interval(days => $2)`,
    [now, rules.importFileRetentionDays],
  );
  for (const { id, stored_name } of imports) {
    await store.remove(fileKey('imports', path.posix.basename(stored_name)));
    await uow.runner.query(`UPDATE imports SET file_removed_at = $2 WHERE id = $1`, [id, now]);
  }
  const exports = await uow.runner.query<Array<{ id: string; stored_name: string | null }>>(
    `SELECT id, stored_name FROM exports
      WHERE file_removed_at IS NULL AND status IN ('ready', 'failed')
        AND updated_at < $1::timestamptz - make_interval(days => $2)`,
    [now, rules.exportFileRetentionDays],
  );
  for (const { id, stored_name } of exports) {
    if (stored_name) await store.remove(fileKey('exports', path.posix.basename(stored_name)));
    await uow.runner.query(`UPDATE exports SET file_removed_at = $2 WHERE id = $1`, [id, now]);
  }
  return { imports: imports.length, exports: exports.length };
}

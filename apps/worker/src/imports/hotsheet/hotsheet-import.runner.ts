import { Inject, Injectable } from '@nestjs/common';
import { IMPORT_ERRORS } from '@voc/contracts';
import { findImport, markImportFailed, type ImportRecord } from '@voc/hotsheet-imports';
import { runHotsheetCreatePass, type CreatePassOptions } from './hotsheet-create';
import { runHotsheetDryRun } from './hotsheet-dry-run';
import { FILE_STORE, fileKey, type FileStore } from '@voc/file-storage';
import { UnitOfWork } from '@voc/sql';

export type ProgressReport = (done: number, total: number) => Promise<void> | void;

/** The two passes of a hotsheet import, over the stored file and the import's rows. */
@Injectable()
export class HotsheetImportRunner {
  /**
   * Test seam: options merged into every creation pass (e.g. an afterRow that throws part-way,
   * to stop the pass as a killed worker would). Empty in production.
   */
  createPassOverrides: Partial<CreatePassOptions> = {};

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async dryRun(importId: string, report: ProgressReport): Promise<ImportRecord | null> {
    const record = await findImport(this.uow.runner, importId);
    if (!record) return null;
    // The reader needs random access (the zip's directory first, then each part): the stored
    // file itself in the folder, a temporary copy streamed from a bucket, removed afterwards.
    const copy = await this.store.localCopy(fileKey('imports', record.stored_name));
    try {
      return await runHotsheetDryRun(this.uow, importId, copy.path, { onProgress: report });
    } finally {
      await copy.release();
    }
  }

  async create(importId: string, report: ProgressReport): Promise<ImportRecord | null> {
    return runHotsheetCreatePass(this.uow, importId, { onProgress: report, ...this.createPassOverrides });
  }

  /** The job has used its retries: the import shows it failed. */
  async giveUp(importId: string): Promise<void> {
    await markImportFailed(this.uow.runner, importId, IMPORT_ERRORS.failed);
  }
}

import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import path from 'node:path';
import { FIELD_ERRORS, GENERIC_ERRORS, UPLOAD_ERRORS, type HotsheetImportView } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { refusal } from '../import-access';
import { ImportFiles } from '../services/import-files.service';
import { queueUnavailable } from '../../queues/queue-unavailable';
import { ImportJobs } from '../services/import-jobs.service';
import { StartHotsheetImportCommand } from './start-hotsheet-import.command';
import { HotsheetFileError, insertImport, inspectHotsheetFile, toImportView } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';

/**
 * Accepts a hotsheet: checks the file (xlsx by name and by content, the zip before anything is
 * unpacked, the sheet, its headers and its row count), keeps it, records the import and queues
 * its dry run. A refused file leaves nothing behind.
 */
@CommandHandler(StartHotsheetImportCommand)
export class StartHotsheetImportHandler implements ICommandHandler<StartHotsheetImportCommand, HotsheetImportView> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly files: ImportFiles,
    private readonly jobs: ImportJobs,
  ) {}

  async execute({ principal, type, file }: StartHotsheetImportCommand): Promise<HotsheetImportView> {
    if (!file) throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: 'file', message: FIELD_ERRORS.required }]);
    let rows: number;
    try {
      if (path.extname(file.originalname).toLowerCase() !== '.xlsx') throw new HotsheetFileError(UPLOAD_ERRORS.excelType);
      ({ rows } = await inspectHotsheetFile(file.path, type, this.config.importMaxRows));
    } catch (error) {
      if (error instanceof HotsheetFileError) throw refusal(error);
      throw error;
    }
    const storedName = await this.files.keep(file);
    const record = await insertImport(this.uow.runner, { type, fileName: file.originalname, storedName, fileSize: file.size, rowCount: rows, createdBy: principal.userId }).catch(async (error: unknown) => {
      await this.files.remove(storedName);
      throw error;
    });
    try {
      await this.jobs.enqueueDryRun(record.id);
    } catch (error) {
      await this.uow.runner.query(`DELETE FROM imports WHERE id = $1`, [record.id]);
      await this.files.remove(storedName);
      throw queueUnavailable(error);
    }
    return toImportView(record);
  }
}

import { HttpStatus, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IMPORT_ERRORS, type HotsheetImportView } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { importForViewer } from '../import-access';
import { ImportJobs } from '../services/import-jobs.service';
import { ConfirmHotsheetImportCommand } from './confirm-hotsheet-import.command';
import { beginCreatePass, findImport, toImportView } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';

/**
 * Queues the creation of the previewed import's valid rows. Confirming again is harmless: an
 * import already creating has its job queued again (the job id makes that a no-op when it is
 * there), a completed one is answered as it is.
 */
@CommandHandler(ConfirmHotsheetImportCommand)
export class ConfirmHotsheetImportHandler implements ICommandHandler<ConfirmHotsheetImportCommand, HotsheetImportView> {
  private readonly logger = new Logger(ConfirmHotsheetImportHandler.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly jobs: ImportJobs,
  ) {}

  async execute({ principal, importId }: ConfirmHotsheetImportCommand): Promise<HotsheetImportView> {
    const found = await importForViewer(this.uow.runner, principal, importId);
    const record = found.status === 'previewed' ? ((await beginCreatePass(this.uow.runner, importId, principal.userId)) ?? (await findImport(this.uow.runner, importId))!) : found;
    // The pass is recorded as owed ('creating') before its job: were Redis away, the worker puts the
    // job back when it returns (OwedWork), so the confirmation stands.
    if (record.status === 'creating') await this.jobs.enqueueCreate(importId).catch((error: unknown) => this.logger.warn({ err: error, importId }, 'creation pass recorded, its job waits for Redis'));
    else if (record.status !== 'completed') throw new ApiError(HttpStatus.CONFLICT, 'Conflict', IMPORT_ERRORS.notPreviewed);
    return toImportView(record);
  }
}

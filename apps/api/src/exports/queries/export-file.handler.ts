import { HttpStatus, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import path from 'node:path';
import { EXPORT_ERRORS, GENERIC_ERRORS } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ExportFileQuery } from './export-file.query';
import { exportsDir } from '@voc/ticket-exports';

import { ownExport } from '../services/own-export';
import { UnitOfWork } from '@voc/persistence';

@QueryHandler(ExportFileQuery)
export class ExportFileHandler implements IQueryHandler<ExportFileQuery, { path: string; fileName: string }> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ principal, exportId }: ExportFileQuery): Promise<{ path: string; fileName: string }> {
    const record = await ownExport(this.uow.runner, principal, exportId);
    if (record.status !== 'ready' || !record.stored_name) {
      throw new ApiError(HttpStatus.CONFLICT, 'Conflict', record.status === 'failed' ? EXPORT_ERRORS.failed : EXPORT_ERRORS.notReady);
    }
    if (record.file_removed_at) throw new ApiError(HttpStatus.GONE, 'Gone', GENERIC_ERRORS.fileGone);
    const file = path.join(exportsDir(this.config.storageDir), record.stored_name);
    return { path: file, fileName: record.file_name };
  }
}

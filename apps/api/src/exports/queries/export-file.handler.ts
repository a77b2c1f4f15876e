import { HttpStatus } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EXPORT_ERRORS, GENERIC_ERRORS } from '@voc/contracts';
import { fileKey } from '@voc/file-storage';
import { UnitOfWork } from '@voc/sql';
import { ApiError } from '../../common/errors/api-error';
import { ExportFileQuery } from './export-file.query';
import { ownExport } from '../services/own-export';

@QueryHandler(ExportFileQuery)
export class ExportFileHandler implements IQueryHandler<ExportFileQuery, { key: string; fileName: string }> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ principal, exportId }: ExportFileQuery): Promise<{ key: string; fileName: string }> {
    const record = await ownExport(this.uow.runner, principal, exportId);
    if (record.status !== 'ready' || !record.stored_name) {
      throw new ApiError(HttpStatus.CONFLICT, 'Conflict', record.status === 'failed' ? EXPORT_ERRORS.failed : EXPORT_ERRORS.notReady);
    }
    if (record.file_removed_at) throw new ApiError(HttpStatus.GONE, 'Gone', GENERIC_ERRORS.fileGone);
    return { key: fileKey('exports', record.stored_name), fileName: record.file_name };
  }
}

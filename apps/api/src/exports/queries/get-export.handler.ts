import { HttpStatus, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { EXPORT_ERRORS, GENERIC_ERRORS, type ExportJobView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ExportJobs } from '../services/export-jobs.service';
import { ExportFileQuery, GetExportQuery } from './get-export.query';
import { exportsDir, findExport, toExportView, type ExportRecord } from '@voc/ticket-exports';

/** A background export belongs to whoever asked for it (it holds their scope); others get 404. */
async function ownExport(db: DataSource, principal: Principal, id: string): Promise<ExportRecord> {
  const record = await findExport(db.manager, id);
  if (!record || record.created_by !== principal.userId) throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
  return record;
}

@QueryHandler(GetExportQuery)
export class GetExportHandler implements IQueryHandler<GetExportQuery, ExportJobView> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: ExportJobs,
  ) {}

  async execute({ principal, exportId }: GetExportQuery): Promise<ExportJobView> {
    const record = await ownExport(this.db, principal, exportId);
    const live = record.status === 'running' ? await this.jobs.liveDone(record.id).catch(() => undefined) : undefined;
    return toExportView(record, live);
  }
}

@QueryHandler(ExportFileQuery)
export class ExportFileHandler implements IQueryHandler<ExportFileQuery, { path: string; fileName: string }> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ principal, exportId }: ExportFileQuery): Promise<{ path: string; fileName: string }> {
    const record = await ownExport(this.db, principal, exportId);
    if (record.status !== 'ready' || !record.stored_name) {
      throw new ApiError(HttpStatus.CONFLICT, 'Conflict', record.status === 'failed' ? EXPORT_ERRORS.failed : EXPORT_ERRORS.notReady);
    }
    if (record.file_removed_at) throw new ApiError(HttpStatus.GONE, 'Gone', GENERIC_ERRORS.fileGone);
    const file = path.join(exportsDir(this.config.storageDir), record.stored_name);
    return { path: file, fileName: record.file_name };
  }
}

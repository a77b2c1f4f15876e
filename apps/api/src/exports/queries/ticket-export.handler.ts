import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { queueUnavailable } from '../../queues/queue-unavailable';
import { ExportJobs } from '../services/export-jobs.service';
import { TicketExportQuery, type TicketExportAnswer } from './ticket-export.query';
import { insertExport, prepareExport, toExportView } from '@voc/ticket-exports';
import { UnitOfWork } from '@voc/sql';

/**
 * Counts the tickets an export will read; up to EXPORT_STREAM_MAX_ROWS the file is streamed in
 * the answer, above it a background job writes it (the answer says where to poll).
 */
@QueryHandler(TicketExportQuery)
export class TicketExportHandler implements IQueryHandler<TicketExportQuery, TicketExportAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly jobs: ExportJobs,
  ) {}

  async execute({ principal, request, locale }: TicketExportQuery): Promise<TicketExportAnswer> {
    const prepared = prepareExport(this.uow, principal, request, locale, new Date());
    const total = await prepared.count();
    if (total <= this.config.exportStreamMaxRows) {
      return { kind: 'stream', download: { fileName: prepared.fileName, write: (out) => prepared.write(out) } };
    }
    const record = await insertExport(this.uow.runner, { request, locale, fileName: prepared.fileName, total, createdBy: principal.userId });
    try {
      await this.jobs.enqueue(record.id);
    } catch (error) {
      await this.uow.runner.query(`DELETE FROM exports WHERE id = $1`, [record.id]);
      throw queueUnavailable(error);
    }
    return { kind: 'job', job: toExportView(record) };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type ExportJobView } from '@voc/contracts';
import { ExportJobs } from '../services/export-jobs.service';
import { GetExportQuery } from './get-export.query';
import { toExportView } from '@voc/ticket-exports';

import { ownExport } from '../services/own-export';
import { UnitOfWork } from '@voc/sql';

@QueryHandler(GetExportQuery)
export class GetExportHandler implements IQueryHandler<GetExportQuery, ExportJobView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly jobs: ExportJobs,
  ) {}

  async execute({ principal, exportId }: GetExportQuery): Promise<ExportJobView> {
    const record = await ownExport(this.uow.runner, principal, exportId);
    const live = record.status === 'running' ? await this.jobs.liveDone(record.id).catch(() => undefined) : undefined;
    return toExportView(record, live);
  }
}

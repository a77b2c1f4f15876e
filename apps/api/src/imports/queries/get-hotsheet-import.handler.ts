import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HotsheetImportView } from '@voc/contracts';
import { importForViewer } from '../import-access';
import { ImportJobs } from '../services/import-jobs.service';
import { GetHotsheetImportQuery } from './get-hotsheet-import.query';
import { toImportView } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';

/** Status, counts and progress: the record (survives reloads and restarts), fresher job progress when running. */
@QueryHandler(GetHotsheetImportQuery)
export class GetHotsheetImportHandler implements IQueryHandler<GetHotsheetImportQuery, HotsheetImportView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly jobs: ImportJobs,
  ) {}

  async execute({ principal, importId }: GetHotsheetImportQuery): Promise<HotsheetImportView> {
    const record = await importForViewer(this.uow.runner, principal, importId);
    const running = record.status === 'validating' || record.status === 'creating';
    const live = running ? await this.jobs.liveProgress(record.id, record.pass).catch(() => undefined) : undefined;
    return toImportView(record, live);
  }
}

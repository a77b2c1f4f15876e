import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HotsheetImportRowView, ListBody } from '@voc/contracts';
import { importForViewer } from '../import-access';
import { ListImportRowsQuery } from './list-import-rows.query';
import { listImportRows } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';

/** The preview: an import's rows in file order, by status, 50 a page unless asked otherwise. */
@QueryHandler(ListImportRowsQuery)
export class ListImportRowsHandler implements IQueryHandler<ListImportRowsQuery, ListBody<HotsheetImportRowView>> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ principal, importId, filters }: ListImportRowsQuery): Promise<ListBody<HotsheetImportRowView>> {
    const record = await importForViewer(this.uow.runner, principal, importId);
    return listImportRows(this.uow.runner, record.id, filters.status, filters.page ?? 1, filters.limit ?? 50);
  }
}

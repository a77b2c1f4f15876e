import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HotsheetImportRowView, ListBody } from '@voc/contracts';
import { importForViewer } from '../import-access';
import { ListImportRowsQuery } from './list-import-rows.query';
import { listImportRows } from '@voc/hotsheet-imports';

/** The preview: an import's rows in file order, by status, 50 a page unless asked otherwise. */
@QueryHandler(ListImportRowsQuery)
export class ListImportRowsHandler implements IQueryHandler<ListImportRowsQuery, ListBody<HotsheetImportRowView>> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ principal, importId, filters }: ListImportRowsQuery): Promise<ListBody<HotsheetImportRowView>> {
    const record = await importForViewer(this.db, principal, importId);
    return listImportRows(this.db, record.id, filters.status, filters.page ?? 1, filters.limit ?? 50);
  }
}

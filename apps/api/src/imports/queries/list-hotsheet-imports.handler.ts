import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HotsheetImportView, ListBody } from '@voc/contracts';
import { ListHotsheetImportsQuery } from './list-hotsheet-imports.query';
import { listImports } from '@voc/hotsheet-imports';

@QueryHandler(ListHotsheetImportsQuery)
export class ListHotsheetImportsHandler implements IQueryHandler<ListHotsheetImportsQuery, ListBody<HotsheetImportView>> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, page, limit }: ListHotsheetImportsQuery): Promise<ListBody<HotsheetImportView>> {
    return listImports(this.db, principal, page, limit);
  }
}

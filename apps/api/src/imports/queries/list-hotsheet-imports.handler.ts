import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HotsheetImportView, ListBody } from '@voc/contracts';
import { ListHotsheetImportsQuery } from './list-hotsheet-imports.query';
import { listImports } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';

@QueryHandler(ListHotsheetImportsQuery)
export class ListHotsheetImportsHandler implements IQueryHandler<ListHotsheetImportsQuery, ListBody<HotsheetImportView>> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, page, limit }: ListHotsheetImportsQuery): Promise<ListBody<HotsheetImportView>> {
    return listImports(this.uow.runner, principal, page, limit);
  }
}

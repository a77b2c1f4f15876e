import { Query } from '@nestjs/cqrs';
import type { HotsheetImportView, ListBody } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class ListHotsheetImportsQuery extends Query<ListBody<HotsheetImportView>> {
  constructor(
    readonly principal: Principal,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { HotsheetImportRowView, ImportRowsQueryDto, ListBody } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class ListImportRowsQuery extends Query<ListBody<HotsheetImportRowView>> {
  constructor(
    readonly principal: Principal,
    readonly importId: string,
    readonly filters: ImportRowsQueryDto,
  ) {
    super();
  }
}

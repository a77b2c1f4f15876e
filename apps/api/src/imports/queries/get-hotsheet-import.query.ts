import { Query } from '@nestjs/cqrs';
import type { HotsheetImportView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class GetHotsheetImportQuery extends Query<HotsheetImportView> {
  constructor(
    readonly principal: Principal,
    readonly importId: string,
  ) {
    super();
  }
}

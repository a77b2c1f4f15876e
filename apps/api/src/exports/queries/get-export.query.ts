import { Query } from '@nestjs/cqrs';
import type { ExportJobView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class GetExportQuery extends Query<ExportJobView> {
  constructor(
    readonly principal: Principal,
    readonly exportId: string,
  ) {
    super();
  }
}

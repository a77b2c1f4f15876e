import { Query } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** The finished file of a background export: where it is and what to call it. */
export class ExportFileQuery extends Query<{ path: string; fileName: string }> {
  constructor(
    readonly principal: Principal,
    readonly exportId: string,
  ) {
    super();
  }
}

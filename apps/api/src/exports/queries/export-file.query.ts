import { Query } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** The finished file of a background export: its key in the file store and what to call it. */
export class ExportFileQuery extends Query<{ key: string; fileName: string }> {
  constructor(
    readonly principal: Principal,
    readonly exportId: string,
  ) {
    super();
  }
}

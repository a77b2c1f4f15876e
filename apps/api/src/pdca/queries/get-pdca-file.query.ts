import { Query } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** A file of a plan's Do part, for a user who may see the plan. */
export class GetPdcaFileQuery extends Query<{ key: string; originalname: string; mimeType: string }> {
  constructor(
    readonly principal: Principal,
    readonly planId: string,
    readonly fileId: string,
  ) {
    super();
  }
}

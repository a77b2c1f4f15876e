import { Query } from '@nestjs/cqrs';
import type { UploadView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The files of a ticket the user may see. */
export class ListUploadsQuery extends Query<UploadView[]> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
  ) {
    super();
  }
}

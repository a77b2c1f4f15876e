import { Query } from '@nestjs/cqrs';
import type { DeletedTicketsQueryDto, DeletedTicketView, ListBody } from '@voc/contracts';

/** The deletions' audit list (csn): deleted tickets, newest deletion first. */
export class DeletedTicketsQuery extends Query<ListBody<DeletedTicketView>> {
  constructor(readonly filters: DeletedTicketsQueryDto) {
    super();
  }
}

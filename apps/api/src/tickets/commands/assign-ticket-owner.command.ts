import { Command } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Give a ticket to a person of its dealer or of the call centre, or take it back (null). */
export class AssignTicketOwnerCommand extends Command<TicketView> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly ownerId: string | null,
  ) {
    super();
  }
}

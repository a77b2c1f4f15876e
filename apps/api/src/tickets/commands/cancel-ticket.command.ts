import { Command } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Cancel a ticket (status D) with its reason. */
export class CancelTicketCommand extends Command<TicketView> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly reason: string,
  ) {
    super();
  }
}

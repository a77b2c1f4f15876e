import { Command } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import type { Principal, TicketStatus } from '@voc/domain';

/** Move a ticket to another status (cancelling is CancelTicketCommand). */
export class ChangeTicketStatusCommand extends Command<TicketView> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly to: Exclude<TicketStatus, 'D'>,
  ) {
    super();
  }
}

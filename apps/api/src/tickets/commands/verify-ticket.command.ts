import { Command } from '@nestjs/cqrs';
import type { TicketView, VerifyTicketDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Record the closed-loop verification of a ticket. */
export class VerifyTicketCommand extends Command<TicketView> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly input: VerifyTicketDto,
  ) {
    super();
  }
}

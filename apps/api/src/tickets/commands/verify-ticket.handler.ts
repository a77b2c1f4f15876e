import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import { verifyTicket } from '@voc/ticketing';
import { UnitOfWork } from '@voc/sql';
import { VerifyTicketCommand } from './verify-ticket.command';

@CommandHandler(VerifyTicketCommand)
export class VerifyTicketHandler implements ICommandHandler<VerifyTicketCommand, TicketView> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId, input }: VerifyTicketCommand): Promise<TicketView> {
    return verifyTicket(this.uow, principal, ticketId, input);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { cancelTicket } from '@voc/ticketing';
import { CancelTicketCommand } from './cancel-ticket.command';

@CommandHandler(CancelTicketCommand)
export class CancelTicketHandler implements ICommandHandler<CancelTicketCommand, TicketView> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId, reason }: CancelTicketCommand): Promise<TicketView> {
    return cancelTicket(this.uow, principal, ticketId, reason);
  }
}

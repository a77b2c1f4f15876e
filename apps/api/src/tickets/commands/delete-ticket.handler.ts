import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteTicket } from '@voc/ticketing';
import { UnitOfWork } from '@voc/sql';
import { DeleteTicketCommand } from './delete-ticket.command';

@CommandHandler(DeleteTicketCommand)
export class DeleteTicketHandler implements ICommandHandler<DeleteTicketCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId, reason }: DeleteTicketCommand): Promise<void> {
    return deleteTicket(this.uow, principal, ticketId, reason);
  }
}

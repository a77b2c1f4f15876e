import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deleteTicket } from '@voc/ticketing';
import { DeleteTicketCommand } from './delete-ticket.command';

@CommandHandler(DeleteTicketCommand)
export class DeleteTicketHandler implements ICommandHandler<DeleteTicketCommand, void> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, ticketId }: DeleteTicketCommand): Promise<void> {
    return deleteTicket(this.db, principal, ticketId);
  }
}

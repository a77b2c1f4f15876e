import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TicketView } from '@voc/contracts';
import { verifyTicket } from '@voc/ticketing';
import { VerifyTicketCommand } from './verify-ticket.command';

@CommandHandler(VerifyTicketCommand)
export class VerifyTicketHandler implements ICommandHandler<VerifyTicketCommand, TicketView> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, ticketId, input }: VerifyTicketCommand): Promise<TicketView> {
    return verifyTicket(this.db, principal, ticketId, input);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TicketView } from '@voc/contracts';
import { patchTicket, type PatchOutcome } from '@voc/ticketing';
import { PatchTicketCommand } from './patch-ticket.command';

@CommandHandler(PatchTicketCommand)
export class PatchTicketHandler implements ICommandHandler<PatchTicketCommand, { ticket: TicketView; outcome: PatchOutcome }> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, ticketId, input }: PatchTicketCommand) {
    return patchTicket(this.db, principal, ticketId, input);
  }
}

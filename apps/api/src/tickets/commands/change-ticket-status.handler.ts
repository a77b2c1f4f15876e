import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { changeTicketStatus } from '@voc/ticketing';
import { ChangeTicketStatusCommand } from './change-ticket-status.command';

@CommandHandler(ChangeTicketStatusCommand)
export class ChangeTicketStatusHandler implements ICommandHandler<ChangeTicketStatusCommand, TicketView> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId, to }: ChangeTicketStatusCommand): Promise<TicketView> {
    return changeTicketStatus(this.uow, principal, ticketId, to);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { assignTicketOwner } from '@voc/ticketing';
import { AssignTicketOwnerCommand } from './assign-ticket-owner.command';

@CommandHandler(AssignTicketOwnerCommand)
export class AssignTicketOwnerHandler implements ICommandHandler<AssignTicketOwnerCommand, TicketView> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId, ownerId }: AssignTicketOwnerCommand): Promise<TicketView> {
    return assignTicketOwner(this.uow, principal, ticketId, ownerId);
  }
}

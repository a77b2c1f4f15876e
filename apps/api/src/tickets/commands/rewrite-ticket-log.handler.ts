import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { rewriteTicketLog } from '@voc/ticketing';
import { RewriteTicketLogCommand } from './rewrite-ticket-log.command';

@CommandHandler(RewriteTicketLogCommand)
export class RewriteTicketLogHandler implements ICommandHandler<RewriteTicketLogCommand, TicketView> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId, logs }: RewriteTicketLogCommand): Promise<TicketView> {
    return rewriteTicketLog(this.uow, principal, ticketId, logs);
  }
}

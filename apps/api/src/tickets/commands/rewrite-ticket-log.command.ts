import { Command } from '@nestjs/cqrs';
import type { TicketLogDto, TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Replace a ticket's history log. */
export class RewriteTicketLogCommand extends Command<TicketView> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly logs: readonly TicketLogDto[],
  ) {
    super();
  }
}

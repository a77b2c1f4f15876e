import { Command } from '@nestjs/cqrs';
import type { PatchTicketDto, TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { PatchOutcome } from '@voc/ticketing';

/** Change status (D = cancel with a reason), or rewrite the history log. */
export class PatchTicketCommand extends Command<{ ticket: TicketView; outcome: PatchOutcome }> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly input: PatchTicketDto,
  ) {
    super();
  }
}

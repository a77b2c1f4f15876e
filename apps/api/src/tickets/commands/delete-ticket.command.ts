import { Command } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** Soft-delete a ticket with a reason (the row stays, marked deleted with who and why, with its event). */
export class DeleteTicketCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly reason: string,
  ) {
    super();
  }
}

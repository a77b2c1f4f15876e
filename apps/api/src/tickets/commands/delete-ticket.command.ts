import { Command } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** Soft-delete a ticket (the row stays, marked deleted, with its event). */
export class DeleteTicketCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
  ) {
    super();
  }
}

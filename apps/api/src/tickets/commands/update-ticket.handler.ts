import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fileCounts, loadTicketInScope, updateTicket, type UpdateTicketResult } from '@voc/ticketing';
import { UnitOfWork } from '@voc/sql';
import { UploadStorage } from '../../uploads/services/upload-storage.service';
import { UpdateTicketCommand } from './update-ticket.command';

@CommandHandler(UpdateTicketCommand)
export class UpdateTicketHandler implements ICommandHandler<UpdateTicketCommand, UpdateTicketResult> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ principal, ticketId, input, files }: UpdateTicketCommand): Promise<UpdateTicketResult> {
    if (files.length === 0) return updateTicket(this.uow, principal, ticketId, input, []);
    const ticket = await loadTicketInScope(this.uow.runner, principal, ticketId, false);
    const stored = await this.storage.accept(files, await fileCounts(this.uow.runner, ticket.id));
    try {
      return await updateTicket(this.uow, principal, ticketId, input, stored);
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
  }
}

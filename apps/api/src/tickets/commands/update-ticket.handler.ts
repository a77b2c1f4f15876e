import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { fileCounts, loadTicketInScope, updateTicket, type UpdateTicketResult } from '@voc/ticketing';
import { UploadStorage } from '../../uploads/services/upload-storage.service';
import { UpdateTicketCommand } from './update-ticket.command';

@CommandHandler(UpdateTicketCommand)
export class UpdateTicketHandler implements ICommandHandler<UpdateTicketCommand, UpdateTicketResult> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ principal, ticketId, input, files }: UpdateTicketCommand): Promise<UpdateTicketResult> {
    if (files.length === 0) return updateTicket(this.db, principal, ticketId, input, []);
    const ticket = await loadTicketInScope(this.db.manager, principal, ticketId, false);
    const stored = await this.storage.accept(files, await fileCounts(this.db.manager, ticket.id));
    try {
      return await updateTicket(this.db, principal, ticketId, input, stored);
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { attachTicketFiles, fileCounts, loadTicketInScope } from '@voc/ticketing';
import { UploadStorage } from '../../uploads/services/upload-storage.service';
import { AttachTicketFilesCommand } from './attach-ticket-files.command';

/** Checks the files against the ticket's limits, stores them, records them; a refusal stores nothing. */
@CommandHandler(AttachTicketFilesCommand)
export class AttachTicketFilesHandler implements ICommandHandler<AttachTicketFilesCommand, TicketView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ principal, ticketId, files }: AttachTicketFilesCommand): Promise<TicketView> {
    const ticket = await loadTicketInScope(this.uow.runner, principal, ticketId, false);
    const stored = await this.storage.accept(files, await fileCounts(this.uow.runner, ticket.id));
    try {
      return await attachTicketFiles(this.uow, principal, ticketId, stored);
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/sql';
import { addTicketNote, fileCounts, loadTicketInScope } from '@voc/ticketing';
import { UploadStorage } from '../../uploads/services/upload-storage.service';
import { AddTicketNoteCommand } from './add-ticket-note.command';

/** Stores the note's file (within the ticket's file limits) and records the note; a refusal keeps no file. */
@CommandHandler(AddTicketNoteCommand)
export class AddTicketNoteHandler implements ICommandHandler<AddTicketNoteCommand, { position: string }> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ principal, ticketId, text, files }: AddTicketNoteCommand): Promise<{ position: string }> {
    const ticket = await loadTicketInScope(this.uow.runner, principal, ticketId, false);
    const stored = files.length ? await this.storage.accept(files, await fileCounts(this.uow.runner, ticket.id)) : [];
    try {
      return await addTicketNote(this.uow, principal, ticketId, text, stored);
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
  }
}

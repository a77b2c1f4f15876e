import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import { createTicket } from '@voc/ticketing';
import { UnitOfWork } from '@voc/sql';
import { UploadStorage } from '../../uploads/services/upload-storage.service';
import { CreateTicketCommand } from './create-ticket.command';

@CommandHandler(CreateTicketCommand)
export class CreateTicketHandler implements ICommandHandler<CreateTicketCommand, TicketView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ principal, input, files }: CreateTicketCommand): Promise<TicketView> {
    const stored = await this.storage.accept(files);
    try {
      return await createTicket(this.uow, principal, input, stored);
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
  }
}

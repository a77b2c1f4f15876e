import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TicketView } from '@voc/contracts';
import { createTicket } from '@voc/ticketing';
import { UploadStorage } from '../../uploads/services/upload-storage.service';
import { CreateTicketCommand } from './create-ticket.command';

@CommandHandler(CreateTicketCommand)
export class CreateTicketHandler implements ICommandHandler<CreateTicketCommand, TicketView> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ principal, input, files }: CreateTicketCommand): Promise<TicketView> {
    const stored = await this.storage.accept(files);
    try {
      return await createTicket(this.db, principal, input, stored);
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
  }
}

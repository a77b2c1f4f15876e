import { Command } from '@nestjs/cqrs';
import type { CreateTicketDto, TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { ReceivedFile } from '../../uploads/services/upload-storage.service';

export class CreateTicketCommand extends Command<TicketView> {
  constructor(
    readonly principal: Principal,
    readonly input: CreateTicketDto,
    readonly files: readonly ReceivedFile[],
  ) {
    super();
  }
}

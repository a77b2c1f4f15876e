import { Command } from '@nestjs/cqrs';
import type { UpdateTicketDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { UpdateTicketResult } from '@voc/ticketing';
import type { ReceivedFile } from '../../uploads/services/upload-storage.service';

export class UpdateTicketCommand extends Command<UpdateTicketResult> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly input: UpdateTicketDto,
    readonly files: readonly ReceivedFile[],
  ) {
    super();
  }
}

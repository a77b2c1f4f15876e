import { Command } from '@nestjs/cqrs';
import type { TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { ReceivedFile } from '../../uploads/services/upload-storage.service';

/** Attach files to a ticket (a form sent with files only). */
export class AttachTicketFilesCommand extends Command<TicketView> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly files: readonly ReceivedFile[],
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';
import type { ReceivedFile } from '../../uploads/services/upload-storage.service';

/** Add a note to a ticket without changing its status (issue 32), with at most one file. */
export class AddTicketNoteCommand extends Command<{ position: string }> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
    readonly text: string,
    readonly files: readonly ReceivedFile[],
  ) {
    super();
  }
}

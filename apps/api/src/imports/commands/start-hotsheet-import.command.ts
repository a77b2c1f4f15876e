import { Command } from '@nestjs/cqrs';
import type { HotsheetImportView } from '@voc/contracts';
import type { Principal, TicketType } from '@voc/domain';
import type { ReceivedImportFile } from '../services/import-files.service';

export class StartHotsheetImportCommand extends Command<HotsheetImportView> {
  constructor(
    readonly principal: Principal,
    readonly type: TicketType,
    readonly file: ReceivedImportFile | undefined,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { HotsheetImportView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class ConfirmHotsheetImportCommand extends Command<HotsheetImportView> {
  constructor(
    readonly principal: Principal,
    readonly importId: string,
  ) {
    super();
  }
}

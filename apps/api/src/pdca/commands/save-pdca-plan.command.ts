import { Command } from '@nestjs/cqrs';
import type { PdcaPlanView, SavePdcaPlanDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Save the branch's plan for a month as a draft (the first save creates it). */
export class SavePdcaPlanCommand extends Command<PdcaPlanView> {
  constructor(
    readonly principal: Principal,
    readonly body: SavePdcaPlanDto,
  ) {
    super();
  }
}

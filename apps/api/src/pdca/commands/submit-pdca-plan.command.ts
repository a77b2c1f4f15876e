import { Command } from '@nestjs/cqrs';
import type { PdcaPlanView, SubmitPdcaPlanDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Save the branch's plan and send it for review. */
export class SubmitPdcaPlanCommand extends Command<PdcaPlanView> {
  constructor(
    readonly principal: Principal,
    readonly body: SubmitPdcaPlanDto,
  ) {
    super();
  }
}

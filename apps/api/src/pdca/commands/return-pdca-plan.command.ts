import { Command } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** A reviewer sends a submitted plan back with a comment. */
export class ReturnPdcaPlanCommand extends Command<PdcaPlanView> {
  constructor(
    readonly principal: Principal,
    readonly planId: string,
    readonly comment: string,
  ) {
    super();
  }
}

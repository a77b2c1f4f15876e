import { Command } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** A reviewer accepts a submitted plan. */
export class AcceptPdcaPlanCommand extends Command<PdcaPlanView> {
  constructor(
    readonly principal: Principal,
    readonly planId: string,
    readonly comment: string | null,
  ) {
    super();
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import { PdcaPlanWriter } from '../services/pdca-plan-writer.service';
import { AcceptPdcaPlanCommand } from './accept-pdca-plan.command';

@CommandHandler(AcceptPdcaPlanCommand)
export class AcceptPdcaPlanHandler implements ICommandHandler<AcceptPdcaPlanCommand, PdcaPlanView> {
  constructor(private readonly writer: PdcaPlanWriter) {}

  execute(command: AcceptPdcaPlanCommand): Promise<PdcaPlanView> {
    return this.writer.review(command.principal, command.planId, 'accept', command.comment);
  }
}

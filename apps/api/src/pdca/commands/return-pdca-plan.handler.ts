import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import { PdcaPlanWriter } from '../services/pdca-plan-writer.service';
import { ReturnPdcaPlanCommand } from './return-pdca-plan.command';

@CommandHandler(ReturnPdcaPlanCommand)
export class ReturnPdcaPlanHandler implements ICommandHandler<ReturnPdcaPlanCommand, PdcaPlanView> {
  constructor(private readonly writer: PdcaPlanWriter) {}

  execute(command: ReturnPdcaPlanCommand): Promise<PdcaPlanView> {
    return this.writer.review(command.principal, command.planId, 'return', command.comment);
  }
}

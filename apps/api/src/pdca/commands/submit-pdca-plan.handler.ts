import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import { PdcaPlanWriter } from '../services/pdca-plan-writer.service';
import { SubmitPdcaPlanCommand } from './submit-pdca-plan.command';

@CommandHandler(SubmitPdcaPlanCommand)
export class SubmitPdcaPlanHandler implements ICommandHandler<SubmitPdcaPlanCommand, PdcaPlanView> {
  constructor(private readonly writer: PdcaPlanWriter) {}

  execute(command: SubmitPdcaPlanCommand): Promise<PdcaPlanView> {
    return this.writer.write(command.principal, command.body, 'submit');
  }
}

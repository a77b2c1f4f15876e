import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import { PdcaPlanWriter } from '../services/pdca-plan-writer.service';
import { SavePdcaPlanCommand } from './save-pdca-plan.command';

@CommandHandler(SavePdcaPlanCommand)
export class SavePdcaPlanHandler implements ICommandHandler<SavePdcaPlanCommand, PdcaPlanView> {
  constructor(private readonly writer: PdcaPlanWriter) {}

  execute(command: SavePdcaPlanCommand): Promise<PdcaPlanView> {
    return this.writer.write(command.principal, command.body, 'save');
  }
}

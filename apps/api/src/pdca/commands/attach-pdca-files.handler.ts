import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import { PdcaPlanWriter } from '../services/pdca-plan-writer.service';
import { AttachPdcaFilesCommand } from './attach-pdca-files.command';

@CommandHandler(AttachPdcaFilesCommand)
export class AttachPdcaFilesHandler implements ICommandHandler<AttachPdcaFilesCommand, PdcaPlanView> {
  constructor(private readonly writer: PdcaPlanWriter) {}

  execute(command: AttachPdcaFilesCommand): Promise<PdcaPlanView> {
    return this.writer.attach(command.principal, command.planId, command.files);
  }
}

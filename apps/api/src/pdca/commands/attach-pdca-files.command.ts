import { Command } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import type { ReceivedFile } from '../../uploads/services/upload-storage.service';
import type { Principal } from '@voc/domain';

/** Add files to the plan's Do part. */
export class AttachPdcaFilesCommand extends Command<PdcaPlanView> {
  constructor(
    readonly principal: Principal,
    readonly planId: string,
    readonly files: readonly ReceivedFile[],
  ) {
    super();
  }
}

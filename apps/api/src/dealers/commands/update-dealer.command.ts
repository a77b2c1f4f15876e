import { Command } from '@nestjs/cqrs';
import type { UpdateDealerDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Change a dealer branch's fields (closing it included); answers its id. */
export class UpdateDealerCommand extends Command<string> {
  constructor(
    readonly actor: Principal,
    readonly dealerId: string,
    readonly body: UpdateDealerDto,
  ) {
    super();
  }
}

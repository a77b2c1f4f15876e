import { Command } from '@nestjs/cqrs';
import type { CreateDealerDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Add a dealer branch to the master; answers its id. */
export class CreateDealerCommand extends Command<string> {
  constructor(
    readonly actor: Principal,
    readonly body: CreateDealerDto,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CreateUserDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Open a sign-in account; answers its id. */
export class CreateUserCommand extends Command<string> {
  constructor(
    readonly actor: Principal,
    readonly body: CreateUserDto,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { UpdateUserDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Change an account: its details, access, password or active flag; answers its id. */
export class UpdateUserCommand extends Command<string> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly body: UpdateUserDto,
  ) {
    super();
  }
}

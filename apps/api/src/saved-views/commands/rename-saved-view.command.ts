import { Command } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** Give one of the signed-in user's views a new name. */
export class RenameSavedViewCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly name: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Principal } from '@voc/domain';

/** Remove one of the signed-in user's views. */
export class DeleteSavedViewCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {
    super();
  }
}

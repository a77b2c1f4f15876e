import { Command } from '@nestjs/cqrs';
import type { SavedViewBodyDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Keep a list's or report's filters under a name for the signed-in user; answers the view's id. */
export class CreateSavedViewCommand extends Command<string> {
  constructor(
    readonly principal: Principal,
    readonly body: SavedViewBodyDto,
  ) {
    super();
  }
}

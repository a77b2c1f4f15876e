import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/sql';
import { isUuid } from '../../common/sql/like-pattern.util';
import { SavedViewErrors } from '../saved-views.exception';
import { SavedViewsRepository } from '../repositories/saved-views.repository';
import { DeleteSavedViewCommand } from './delete-saved-view.command';

@CommandHandler(DeleteSavedViewCommand)
export class DeleteSavedViewHandler implements ICommandHandler<DeleteSavedViewCommand, void> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ principal, id }: DeleteSavedViewCommand): Promise<void> {
    if (!isUuid(id)) throw SavedViewErrors.notFound();
    const removed = await this.uow.run((tx) => new SavedViewsRepository(tx).remove(principal.userId, id));
    if (!removed) throw SavedViewErrors.notFound();
  }
}

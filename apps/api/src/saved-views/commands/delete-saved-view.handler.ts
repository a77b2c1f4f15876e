import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/sql';
import { isUuid } from '../../common/sql/like-pattern.util';
import { SavedViewErrors } from '../saved-views.exception';
import { SavedViewsRepository } from '../repositories/saved-views.repository';
import { DeleteSavedViewCommand } from './delete-saved-view.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

@CommandHandler(DeleteSavedViewCommand)
export class DeleteSavedViewHandler implements ICommandHandler<DeleteSavedViewCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    @InjectRepositoryFactory(SavedViewsRepository) private readonly savedViews: RepositoryFactory<SavedViewsRepository>,
  ) {}

  async execute({ principal, id }: DeleteSavedViewCommand): Promise<void> {
    if (!isUuid(id)) throw SavedViewErrors.notFound();
    const removed = await this.uow.run((tx) => this.savedViews.for(tx).remove(principal.userId, id));
    if (!removed) throw SavedViewErrors.notFound();
  }
}

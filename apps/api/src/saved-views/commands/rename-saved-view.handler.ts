import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/sql';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { isUuid } from '../../common/sql/like-pattern.util';
import { SAVED_VIEW_NAME_KEY, SavedViewErrors } from '../saved-views.exception';
import { SavedViewsRepository } from '../repositories/saved-views.repository';
import { RenameSavedViewCommand } from './rename-saved-view.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

@CommandHandler(RenameSavedViewCommand)
export class RenameSavedViewHandler implements ICommandHandler<RenameSavedViewCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    @InjectRepositoryFactory(SavedViewsRepository) private readonly savedViews: RepositoryFactory<SavedViewsRepository>,
  ) {}

  async execute({ principal, id, name }: RenameSavedViewCommand): Promise<void> {
    if (!isUuid(id)) throw SavedViewErrors.notFound();
    try {
      const renamed = await this.uow.run((tx) => this.savedViews.for(tx).rename(principal.userId, id, name));
      if (!renamed) throw SavedViewErrors.notFound();
    } catch (error) {
      if (violatedUniqueConstraint(error) === SAVED_VIEW_NAME_KEY) throw SavedViewErrors.nameTaken();
      throw error;
    }
  }
}

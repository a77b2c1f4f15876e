import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAVED_VIEWS_PER_USER, maySaveViewOf, savedViewQuery } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { SAVED_VIEW_NAME_KEY, SavedViewErrors } from '../saved-views.exception';
import { SavedViewsRepository } from '../repositories/saved-views.repository';
import { CreateSavedViewCommand } from './create-saved-view.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

@CommandHandler(CreateSavedViewCommand)
export class CreateSavedViewHandler implements ICommandHandler<CreateSavedViewCommand, string> {
  private readonly logger = new Logger(CreateSavedViewHandler.name);

  constructor(
    private readonly uow: UnitOfWork,
    @InjectRepositoryFactory(SavedViewsRepository) private readonly savedViews: RepositoryFactory<SavedViewsRepository>,
  ) {}

  async execute({ principal, body }: CreateSavedViewCommand): Promise<string> {
    // Only a list or report page the user's menu offers: a view of anything else could not open.
    if (!maySaveViewOf(principal, body.path)) throw SavedViewErrors.page();
    const query = savedViewQuery(body.query ?? '');
    if (query === null) throw SavedViewErrors.query();
    try {
      const id = await this.uow.run((tx) => this.savedViews.for(tx).insert(principal.userId, { name: body.name, path: body.path, query }, SAVED_VIEWS_PER_USER));
      if (id === null) throw SavedViewErrors.tooMany();
      this.logger.log({ event: 'saved_view_created', userId: principal.userId, savedViewId: id, path: body.path });
      return id;
    } catch (error) {
      if (violatedUniqueConstraint(error) === SAVED_VIEW_NAME_KEY) throw SavedViewErrors.nameTaken();
      throw error;
    }
  }
}

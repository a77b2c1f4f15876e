import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateSavedViewHandler } from './commands/create-saved-view.handler';
import { DeleteSavedViewHandler } from './commands/delete-saved-view.handler';
import { RenameSavedViewHandler } from './commands/rename-saved-view.handler';
import { GetSavedViewHandler } from './queries/get-saved-view.handler';
import { ListSavedViewsHandler } from './queries/list-saved-views.handler';
import { SavedViewsController } from './saved-views.controller';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { SavedViewsRepository } from './repositories/saved-views.repository';

/** Saved views (issue 32): a user's named filters of list and report pages. */
@Module({
  imports: [CqrsModule],
  controllers: [SavedViewsController],
  providers: [...mainRepositories(SavedViewsRepository), ...repositoryFactories(SavedViewsRepository), ListSavedViewsHandler, GetSavedViewHandler, CreateSavedViewHandler, RenameSavedViewHandler, DeleteSavedViewHandler],
})
export class SavedViewsModule {}

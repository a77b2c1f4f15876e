import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit/audit.module';
import { CreateDealerHandler } from './commands/create-dealer.handler';
import { UpdateDealerHandler } from './commands/update-dealer.handler';
import { DealersController } from './dealers.controller';
import { GetDealerHandler } from './queries/get-dealer.handler';
import { ListDealerFieldValuesHandler } from './queries/list-dealer-field-values.handler';
import { ListDealersHandler } from './queries/list-dealers.handler';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { DealerVersionsRepository } from '@voc/persistence';
import { DealersRepository } from './repositories/dealers.repository';
import { UsersRepository } from '../user-records/users.repository';

const CommandHandlers = [CreateDealerHandler, UpdateDealerHandler];
const QueryHandlers = [GetDealerHandler, ListDealersHandler, ListDealerFieldValuesHandler];

/** The dealer master (SPEC.md §3 Dealer, §7 Dealers). */
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [DealersController],
  providers: [...mainRepositories(DealersRepository, UsersRepository), ...repositoryFactories(DealerVersionsRepository, DealersRepository, UsersRepository), ...CommandHandlers, ...QueryHandlers],
})
export class DealersModule {}

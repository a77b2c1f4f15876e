import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { CreateUserHandler } from './commands/create-user.handler';
import { UpdateUserHandler } from './commands/update-user.handler';
import { GetUserHandler } from './queries/get-user.handler';
import { ListUsersHandler } from './queries/list-users.handler';
import { UsersController } from './users.controller';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { DealersRepository } from '../dealers/repositories/dealers.repository';
import { UsersRepository } from '../user-records/users.repository';

const CommandHandlers = [CreateUserHandler, UpdateUserHandler];
const QueryHandlers = [GetUserHandler, ListUsersHandler];

/** User management (SPEC.md §3 User, §5, §7 Users); passwords hashed by the auth module's hasher. */
@Module({
  imports: [CqrsModule, AuditModule, AuthModule],
  controllers: [UsersController],
  providers: [...mainRepositories(DealersRepository, UsersRepository), ...repositoryFactories(DealersRepository, UsersRepository), ...CommandHandlers, ...QueryHandlers],
})
export class UsersModule {}

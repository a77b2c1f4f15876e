import { Body, Controller, Get, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CreateUserDto,
  ListUsersQueryDto,
  UpdateUserDto,
  type ListBody,
  type ResultBody,
  type SuccessEnvelope,
  type UserDetailView,
  type UserView,
} from '@voc/contracts';
import { USER_MANAGERS, type Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { CreateUserCommand } from './commands/create-user.command';
import { UpdateUserCommand } from './commands/update-user.command';
import { GetUserQuery } from './queries/get-user.query';
import { ListUsersQuery } from './queries/list-users.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf, resultOf } from '../common/openapi/success-answers';

/** SPEC.md §7 Users: user management, for csn only (SPEC.md §6); everyone else gets 403. */
@ApiTags('Users')
@Controller('users')
@UseGuards(UserTypeGuard)
@AllowUserTypes(USER_MANAGERS)
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'List the users, filtered and paged', answer: pageOf('UserView') })
  @Get()
  async list(@Query() filters: ListUsersQueryDto): Promise<SuccessEnvelope<ListBody<UserView>>> {
    return { success: await this.queries.execute(new ListUsersQuery(filters)) };
  }

  @ApiDoc({ summary: 'Get a user with their change history', answer: resultOf('UserDetailView'), params: { id: 'The user id.' } })
  @Get(':id')
  async get(@Param('id') id: string): Promise<SuccessEnvelope<ResultBody<UserDetailView>>> {
    return { success: { result: await this.queries.execute(new GetUserQuery(id)) } };
  }

  @ApiDoc({ summary: 'Create a user', answer: resultOf('UserDetailView'), errors: { 409: 'EmailTaken or PassportTaken: another user has this email or passport id.' } })
  @Post()
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateUserDto): Promise<SuccessEnvelope<ResultBody<UserDetailView>>> {
    const id = await this.commands.execute(new CreateUserCommand(principal, body));
    return { success: { result: await this.queries.execute(new GetUserQuery(id)) } };
  }

  @ApiDoc({ summary: 'Edit a user (a new password too)', answer: resultOf('UserDetailView'), params: { id: 'The user id.' }, errors: { 409: 'EmailTaken or PassportTaken: another user has this email or passport id.' } })
  @Put(':id')
  async update(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: UpdateUserDto): Promise<SuccessEnvelope<ResultBody<UserDetailView>>> {
    await this.commands.execute(new UpdateUserCommand(principal, id, body));
    return { success: { result: await this.queries.execute(new GetUserQuery(id)) } };
  }
}

import { Body, Controller, Get, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CreateDealerDto,
  DealerFiltersQueryDto,
  ListDealersQueryDto,
  UpdateDealerDto,
  type DealerDetailView,
  type DealerView,
  type ListBody,
  type ResultBody,
  type SuccessEnvelope,
} from '@voc/contracts';
import { DEALER_EDITORS, DEALER_READERS, type Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { CreateDealerCommand } from './commands/create-dealer.command';
import { UpdateDealerCommand } from './commands/update-dealer.command';
import { GetDealerQuery } from './queries/get-dealer.query';
import { ListDealerFieldValuesQuery } from './queries/list-dealer-field-values.query';
import { ListDealersQuery } from './queries/list-dealers.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf, resultOf } from '../common/openapi/success-answers';

/**
 * SPEC.md §7 Dealers. Reading: every signed-in type but external (dealer staff see only their own
 * branch). Creating and editing: csn and nissan.
 */
@ApiTags('Dealers')
@Controller('dealers')
@UseGuards(UserTypeGuard)
@AllowUserTypes(DEALER_READERS)
export class DealersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'List the dealer branches you may see, filtered and paged', answer: pageOf('DealerView') })
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query() filters: ListDealersQueryDto): Promise<SuccessEnvelope<ListBody<DealerView>>> {
    return { success: await this.queries.execute(new ListDealersQuery(principal, filters)) };
  }

  @ApiDoc({ summary: 'List the provinces of the dealer branches (Thai names)', answer: pageOf({ type: 'string' }) })
  @Get('field/dealer_province')
  async provinces(@CurrentPrincipal() principal: Principal, @Query() filters: DealerFiltersQueryDto): Promise<SuccessEnvelope<ListBody<string>>> {
    return { success: await this.queries.execute(new ListDealerFieldValuesQuery(principal, 'dealer_province', filters)) };
  }

  @ApiDoc({ summary: 'List the provinces of the dealer branches (English names)', answer: pageOf({ type: 'string' }) })
  @Get('field/dealer_province_en')
  async provincesEn(@CurrentPrincipal() principal: Principal, @Query() filters: DealerFiltersQueryDto): Promise<SuccessEnvelope<ListBody<string>>> {
    return { success: await this.queries.execute(new ListDealerFieldValuesQuery(principal, 'dealer_province_en', filters)) };
  }

  @ApiDoc({ summary: 'Get a dealer branch, with its staff and change history for those who may see them', answer: resultOf('DealerDetailView'), params: { id: 'The dealer branch id.' } })
  @Get(':id')
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<SuccessEnvelope<ResultBody<DealerDetailView>>> {
    return { success: { result: await this.queries.execute(new GetDealerQuery(principal, id)) } };
  }

  @ApiDoc({ summary: 'Create a dealer branch', answer: resultOf('DealerDetailView'), errors: { 409: 'DealerCodeTaken: another branch has this dealer code.' } })
  @Post()
  @AllowUserTypes(DEALER_EDITORS)
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateDealerDto): Promise<SuccessEnvelope<ResultBody<DealerDetailView>>> {
    const id = await this.commands.execute(new CreateDealerCommand(principal, body));
    return { success: { result: await this.queries.execute(new GetDealerQuery(principal, id)) } };
  }

  @ApiDoc({ summary: 'Edit a dealer branch', answer: resultOf('DealerDetailView'), params: { id: 'The dealer branch id.' }, errors: { 409: 'DealerCodeTaken: another branch has this dealer code.' } })
  @Put(':id')
  @AllowUserTypes(DEALER_EDITORS)
  async update(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: UpdateDealerDto): Promise<SuccessEnvelope<ResultBody<DealerDetailView>>> {
    await this.commands.execute(new UpdateDealerCommand(principal, id, body));
    return { success: { result: await this.queries.execute(new GetDealerQuery(principal, id)) } };
  }
}

import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SurveyHeldItemsQueryDto, type ListBody, type SuccessEnvelope, type SurveyHeldItemView } from '@voc/contracts';
import { USER_MANAGERS } from '@voc/domain';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { SurveyHeldItemsQuery } from './queries/survey-held-items.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf } from '../common/openapi/success-answers';

/** What the survey sync holds and why, for csn (the user managers); everyone else gets 403. */
@ApiTags('Surveys')
@Controller('surveys/held-items')
@UseGuards(UserTypeGuard)
@AllowUserTypes(USER_MANAGERS)
export class SurveyHeldItemsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'List the items the survey sync holds for a type, and why (csn only)', answer: pageOf('SurveyHeldItemView') })
  @Get()
  async list(@Query() filters: SurveyHeldItemsQueryDto): Promise<SuccessEnvelope<ListBody<SurveyHeldItemView>>> {
    return { success: await this.queries.execute(new SurveyHeldItemsQuery(filters)) };
  }
}

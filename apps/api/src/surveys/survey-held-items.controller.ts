import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SurveyHeldItemsQueryDto, type ListBody, type SuccessEnvelope, type SurveyHeldItemView } from '@voc/contracts';
import { USER_MANAGERS } from '@voc/domain';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { SurveyHeldItemsQuery } from './queries/survey-held-items.query';

/** What the survey sync holds and why, for csn (the user managers); everyone else gets 403. */
@Controller('surveys/held-items')
@UseGuards(UserTypeGuard)
@AllowUserTypes(USER_MANAGERS)
export class SurveyHeldItemsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(@Query() filters: SurveyHeldItemsQueryDto): Promise<SuccessEnvelope<ListBody<SurveyHeldItemView>>> {
    return { success: await this.queries.execute(new SurveyHeldItemsQuery(filters)) };
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SurveyCommentsQueryDto, type SuccessEnvelope, type SurveyCommentsAnswer } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { SurveyCommentsQuery } from './queries/survey-comments.query';

/** Every survey answer's comment, with its score, topics and highlighted words (issue 30). */
@ApiTags('voice')
@ApiBearerAuth()
@Controller('surveys')
export class SurveyCommentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('comments')
  @ApiOperation({ summary: 'Survey comments, newest first: filters by score band, topic, place and answer day, and a search over the normalised words' })
  @ApiOkResponse({ description: '`{ success: SurveyCommentsAnswer }`: a page of comments with score, dealer, day, topics, highlights and the survey ticket raised' })
  async comments(@CurrentPrincipal() p: Principal, @Query() q: SurveyCommentsQueryDto): Promise<SuccessEnvelope<SurveyCommentsAnswer>> {
    return { success: await this.queries.execute(new SurveyCommentsQuery(p, q)) };
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SurveyCommentsQueryDto, type SuccessEnvelope, type SurveyCommentsAnswer } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf } from '../common/openapi/success-answers';
import { SurveyCommentsQuery } from './queries/survey-comments.query';

/** Every survey answer's comment, with its score, topics and highlighted words (issue 30). */
@ApiTags('Voice')
@Controller('surveys')
export class SurveyCommentsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'List survey comments, newest first, by score band, topic, place and answer day, with a search over the normalised words', answer: answerOf('SurveyCommentsAnswer') })
  @Get('comments')
  async comments(@CurrentPrincipal() p: Principal, @Query() q: SurveyCommentsQueryDto): Promise<SuccessEnvelope<SurveyCommentsAnswer>> {
    return { success: await this.queries.execute(new SurveyCommentsQuery(p, q)) };
  }
}

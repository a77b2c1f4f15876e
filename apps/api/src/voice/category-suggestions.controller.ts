import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CategorySuggestionRequestDto, type CategorySuggestionsAnswer, type SuccessEnvelope } from '@voc/contracts';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf } from '../common/openapi/success-answers';
import { CategorySuggestionsQuery } from './queries/category-suggestions.query';

/** Complaint categories suggested for a ticket's description while it is written (issue 30). */
@ApiTags('Voice')
@Controller('tickets')
export class CategorySuggestionsController {
  constructor(private readonly queries: QueryBus) {}

  // A POST because the text may be long and is personal: it stays out of URLs and logs. Nothing is stored.
  @ApiDoc({ summary: 'Suggest the three most likely complaint categories of a text, with the words that led there', answer: answerOf('CategorySuggestionsAnswer') })
  @Post('category-suggestions')
  @HttpCode(200)
  async suggest(@Body() body: CategorySuggestionRequestDto): Promise<SuccessEnvelope<CategorySuggestionsAnswer>> {
    return { success: await this.queries.execute(new CategorySuggestionsQuery(body)) };
  }
}

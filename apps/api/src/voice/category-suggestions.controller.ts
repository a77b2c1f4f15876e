import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CategorySuggestionRequestDto, type CategorySuggestionsAnswer, type SuccessEnvelope } from '@voc/contracts';
import { CategorySuggestionsQuery } from './queries/category-suggestions.query';

/** Complaint categories suggested for a ticket's description while it is written (issue 30). */
@ApiTags('voice')
@ApiBearerAuth()
@Controller('tickets')
export class CategorySuggestionsController {
  constructor(private readonly queries: QueryBus) {}

  // A POST because the text may be long and is personal: it stays out of URLs and logs. Nothing is stored.
  @Post('category-suggestions')
  @HttpCode(200)
  @ApiOperation({ summary: 'The three most likely complaint categories of a text, with the words that led there' })
  @ApiOkResponse({ description: '`{ success: CategorySuggestionsAnswer }`: suggestions and the trained model they came from (null: phrase rules only)' })
  async suggest(@Body() body: CategorySuggestionRequestDto): Promise<SuccessEnvelope<CategorySuggestionsAnswer>> {
    return { success: await this.queries.execute(new CategorySuggestionsQuery(body)) };
  }
}

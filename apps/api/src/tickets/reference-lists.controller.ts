import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ListBody, NamedItemView, SuccessEnvelope } from '@voc/contracts';
import { ListProblemListsQuery } from './queries/list-problem-lists.query';
import { ListSubcategoriesQuery } from './queries/list-subcategories.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf } from '../common/openapi/success-answers';
import { TICKET_TYPES } from '@voc/domain';

const clean = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Sub-categories and problem lists for the ticket forms (SPEC.md §7 "Other lists"). */
@ApiTags('Reference lists')
@Controller()
export class ReferenceListsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'List the complaint sub-categories', answer: pageOf('NamedItemView'), query: { type: { description: 'Ticket type.', enum: TICKET_TYPES }, code: { description: 'A complaint category code.' } } })
  @Get('subcategories')
  async subcategories(@Query('type') type?: string, @Query('code') code?: string): Promise<SuccessEnvelope<ListBody<NamedItemView>>> {
    const result = await this.queries.execute(new ListSubcategoriesQuery({ type: clean(type), code: clean(code) }));
    return { success: { result, total: result.length } };
  }

  @ApiDoc({ summary: 'List the problems of a sub-category', answer: pageOf('NamedItemView'), query: { sub_category: { description: 'A sub-category code.' }, type: { description: 'Ticket type.', enum: TICKET_TYPES } } })
  @Get('problemlists')
  async problemLists(@Query('sub_category') subCategory?: string, @Query('type') type?: string): Promise<SuccessEnvelope<ListBody<NamedItemView>>> {
    const result = await this.queries.execute(new ListProblemListsQuery({ sub_category: clean(subCategory), type: clean(type) }));
    return { success: { result, total: result.length } };
  }
}

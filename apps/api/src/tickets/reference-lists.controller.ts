import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ListBody, NamedItemView, SuccessEnvelope } from '@voc/contracts';
import { ListProblemListsQuery } from './queries/list-problem-lists.query';
import { ListSubcategoriesQuery } from './queries/list-subcategories.query';

const clean = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Sub-categories and problem lists for the ticket forms (SPEC.md §7 "Other lists"). */
@Controller()
export class ReferenceListsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('subcategories')
  async subcategories(@Query('type') type?: string, @Query('code') code?: string): Promise<SuccessEnvelope<ListBody<NamedItemView>>> {
    const result = await this.queries.execute(new ListSubcategoriesQuery({ type: clean(type), code: clean(code) }));
    return { success: { result, total: result.length } };
  }

  @Get('problemlists')
  async problemLists(@Query('sub_category') subCategory?: string, @Query('type') type?: string): Promise<SuccessEnvelope<ListBody<NamedItemView>>> {
    const result = await this.queries.execute(new ListProblemListsQuery({ sub_category: clean(subCategory), type: clean(type) }));
    return { success: { result, total: result.length } };
  }
}

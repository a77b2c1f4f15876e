import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListBody, NamedItemView, SuccessEnvelope } from '@voc/contracts';
import { listProblemLists, listSubcategories } from '@voc/ticketing';

const clean = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Sub-categories and problem lists for the ticket forms (SPEC.md §7 "Other lists"). */
@Controller()
export class ReferenceListsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get('subcategories')
  async subcategories(@Query('type') type?: string, @Query('code') code?: string): Promise<SuccessEnvelope<ListBody<NamedItemView>>> {
    const result = await listSubcategories(this.db, { type: clean(type), code: clean(code) });
    return { success: { result, total: result.length } };
  }

  @Get('problemlists')
  async problemLists(@Query('sub_category') subCategory?: string, @Query('type') type?: string): Promise<SuccessEnvelope<ListBody<NamedItemView>>> {
    const result = await listProblemLists(this.db, { sub_category: clean(subCategory), type: clean(type) });
    return { success: { result, total: result.length } };
  }
}

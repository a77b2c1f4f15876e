import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListBody, SurveyHeldItemView } from '@voc/contracts';
import { pageOf } from '../../reports/kernel/report-page';
import { SurveySyncRepository } from '../repositories/survey-sync.repository';
import { surveyStreams } from '../services/survey-freshness';
import { SurveyHeldItemsQuery } from './survey-held-items.query';

const DEFAULT_LIMIT = 50;

/** survey_held_items of the type's two streams, last held first. */
@QueryHandler(SurveyHeldItemsQuery)
export class SurveyHeldItemsHandler implements IQueryHandler<SurveyHeldItemsQuery, ListBody<SurveyHeldItemView>> {
  constructor(private readonly sync: SurveySyncRepository) {}

  async execute({ filters }: SurveyHeldItemsQuery): Promise<ListBody<SurveyHeldItemView>> {
    const { limit, offset } = pageOf(filters, DEFAULT_LIMIT);
    const { rows, total } = await this.sync.held(surveyStreams(filters.type), limit, offset);
    return { result: rows, total };
  }
}

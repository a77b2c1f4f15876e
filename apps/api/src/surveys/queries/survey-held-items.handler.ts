import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListBody, SurveyHeldItemView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { SurveySyncRepository } from '../repositories/survey-sync.repository';
import { surveyStreams } from '../services/survey-freshness';
import { SurveyHeldItemsQuery } from './survey-held-items.query';

const DEFAULT_LIMIT = 50;

/** survey_held_items of the type's two streams, last held first. */
@QueryHandler(SurveyHeldItemsQuery)
export class SurveyHeldItemsHandler implements IQueryHandler<SurveyHeldItemsQuery, ListBody<SurveyHeldItemView>> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ filters }: SurveyHeldItemsQuery): Promise<ListBody<SurveyHeldItemView>> {
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const offset = ((filters.page ?? 1) - 1) * limit;
    const { rows, total } = await new SurveySyncRepository(this.uow.runner).held(surveyStreams(filters.type), limit, offset);
    return { result: rows, total };
  }
}

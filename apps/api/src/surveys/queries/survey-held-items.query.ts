import type { SurveyHeldItemsQueryDto } from '@voc/contracts';

/** The items the survey sync holds for a type (csn: to fix the dealer master or take up with the vendor). */
export class SurveyHeldItemsQuery {
  constructor(readonly filters: SurveyHeldItemsQueryDto) {}
}

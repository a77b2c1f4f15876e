import { Query } from '@nestjs/cqrs';
import type { SurveyCommentsAnswer, SurveyCommentsQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** A page of survey comments within the user's scope and the filters, newest first. */
export class SurveyCommentsQuery extends Query<SurveyCommentsAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: SurveyCommentsQueryDto,
  ) {
    super();
  }
}

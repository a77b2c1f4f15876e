import type { SurveyScoresQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** NPS, Top2Box, Bottom6, satisfaction, return intent, experience and recovery over a period. */
export class SurveyScoresQuery {
  constructor(
    readonly principal: Principal,
    readonly filters: SurveyScoresQueryDto,
  ) {}
}

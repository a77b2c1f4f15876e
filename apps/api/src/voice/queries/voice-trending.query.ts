import { Query } from '@nestjs/cqrs';
import type { VoiceTrendingAnswer, VoiceTrendingQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Rising terms and topics of a place (G²), and the topics emerging in the places inside it. */
export class VoiceTrendingQuery extends Query<VoiceTrendingAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: VoiceTrendingQueryDto,
  ) {
    super();
  }
}

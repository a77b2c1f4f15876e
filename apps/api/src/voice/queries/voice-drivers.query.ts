import { Query } from '@nestjs/cqrs';
import type { VoiceDriversAnswer, VoiceDriversQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Per topic, how much NPS the survey comments in scope would gain without it. */
export class VoiceDriversQuery extends Query<VoiceDriversAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: VoiceDriversQueryDto,
  ) {
    super();
  }
}

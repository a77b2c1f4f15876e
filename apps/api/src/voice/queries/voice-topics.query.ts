import { Query } from '@nestjs/cqrs';
import type { VoiceTopicsAnswer, VoiceTopicsQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Topic counts of the texts within the user's scope and the filters, the period against the previous one. */
export class VoiceTopicsQuery extends Query<VoiceTopicsAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: VoiceTopicsQueryDto,
  ) {
    super();
  }
}

import type { ResponseRateQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The response-rate report (SPEC.md §2): the six numbers and the rate per region, area or dealer. */
export class ResponseRateQuery {
  constructor(
    readonly principal: Principal,
    readonly filters: ResponseRateQueryDto,
  ) {}
}

import { Query } from '@nestjs/cqrs';
import type { BriefQueryDto, MonthBrief } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** A place's monthly executive brief (its figures, the web page's content). */
export class MonthBriefQuery extends Query<MonthBrief> {
  constructor(
    readonly principal: Principal,
    readonly filters: BriefQueryDto,
  ) {
    super();
  }
}

import type { NotifyReportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The notification report (SPEC.md §2): requested, sent, delivered and failed by month, channel and place. */
export class NotifyReportQuery {
  constructor(
    readonly principal: Principal,
    readonly filters: NotifyReportQueryDto,
  ) {}
}

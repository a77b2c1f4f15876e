import type { Principal } from '@voc/domain';

/** Stop mailing one of the user's saved views. */
export class RemoveReportScheduleCommand {
  constructor(
    readonly principal: Principal,
    readonly viewId: string,
  ) {}
}

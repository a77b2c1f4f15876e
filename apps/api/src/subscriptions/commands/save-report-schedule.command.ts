import type { Principal, ReportSchedule, SubscriptionLanguage } from '@voc/domain';

/** Mail one of the user's own saved report views as a spreadsheet on a schedule, in a language. */
export class SaveReportScheduleCommand {
  constructor(
    readonly principal: Principal,
    readonly viewId: string,
    readonly schedule: ReportSchedule,
    readonly language: SubscriptionLanguage,
  ) {}
}

import { IsDefined, IsIn } from 'class-validator';
import { REPORT_SCHEDULES, SUBSCRIPTION_LANGUAGES, type ReportSchedule, type SubscriptionLanguage } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';

/** PUT /api/subscriptions/me/reports/:viewId: mail this saved report view as a spreadsheet on a schedule. */
export class SaveReportScheduleDto {
  @IsDefined({ message: FIELD_ERRORS.required })
  @IsIn(REPORT_SCHEDULES, { message: FIELD_ERRORS.invalid })
  schedule!: ReportSchedule;

  @IsDefined({ message: FIELD_ERRORS.required })
  @IsIn(SUBSCRIPTION_LANGUAGES, { message: FIELD_ERRORS.invalid })
  language!: SubscriptionLanguage;
}

/** One of the user's saved report views that may be scheduled, with its schedule (null: none). */
export interface ReportScheduleRow {
  saved_view_id: string;
  name: string;
  path: string;
  query: string;
  schedule: ReportSchedule | null;
  language: SubscriptionLanguage;
}

/** GET /api/subscriptions/me/reports: the user's schedulable saved views. */
export interface ReportSchedulesView {
  views: ReportScheduleRow[];
  has_email: boolean;
}

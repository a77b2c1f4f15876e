import type { NotificationChannel, NotifyMeasures, TicketType } from '@voc/domain';
import type { NotifyGrouping } from './notify-report.query.dto';

/** One place (region, area or dealer) in one Thai month on one channel. */
export interface NotifyReportRow extends NotifyMeasures {
  /** YYYY-MM */
  month: string;
  channel: NotificationChannel;
  key: string;
  label: string;
  label_en: string;
}

/** Why notifications failed, most frequent first. */
export interface NotifyFailureReason {
  channel: NotificationChannel;
  stage: 'send' | 'delivery';
  reason: string;
  count: number;
}

/** The notification report (libs/domain notify-report-measures.ts defines each count). */
export interface NotifyReport {
  type: TicketType;
  channel: NotificationChannel | null;
  from: string;
  to: string;
  group_by: NotifyGrouping;
  rows: NotifyReportRow[];
  /** Per month and channel, over every place. */
  months: Array<NotifyMeasures & { month: string; channel: NotificationChannel }>;
  total: NotifyMeasures;
  failures: NotifyFailureReason[];
  data_as_of: string | null;
}

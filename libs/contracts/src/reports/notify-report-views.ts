import type { NotificationChannel, NotifyFailureKind, NotifyMeasures, SubscriptionMailKind, TicketType } from '@voc/domain';
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

/** A branch of a failure group (no contact): its dealer id and its label in Thai and English. */
export interface NotifyFailureBranch {
  key: string;
  label: string;
  label_en: string;
}

/**
 * Why notifications failed, one row per channel, stage and kind (libs/domain
 * notify-failure-kinds.ts), most frequent first. The phone numbers and email addresses the
 * reasons name are listed apart (addresses), and for "not sent: no contact" the branches whose
 * master lacks a manager's contact (branches), most failures first, at most 20 of each.
 */
export interface NotifyFailureReason {
  channel: NotificationChannel;
  stage: 'send' | 'delivery';
  kind: NotifyFailureKind;
  /** The words of the group's most frequent reason, its address masked as "…". */
  reason: string;
  count: number;
  addresses: string[];
  branches: NotifyFailureBranch[];
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
  /**
   * Subscription mails and texts to users (issue 33: monthly brief, weekly digest, alerts, scheduled reports), not
   * about one ticket and so of no ticket type: per Thai month of request, kind and channel, in the
   * range (and channel) asked. Only for a reader who sees the whole network.
   */
  subscription_mails: SubscriptionMailRow[];
  data_as_of: string | null;
}

export interface SubscriptionMailRow {
  /** YYYY-MM */
  month: string;
  kind: SubscriptionMailKind;
  channel: NotificationChannel;
  requested: number;
  sent: number;
  failed: number;
}

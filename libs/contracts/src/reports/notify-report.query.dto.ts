import { IsDateString, IsDefined, IsIn } from 'class-validator';
import { DEALER_REGIONS, LOCALES, NOTIFICATION_CHANNELS, TICKET_TYPES, type DealerRegion, type Locale, type NotificationChannel, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { FilterChoice, FilterId, FilterText } from '../shared/filter-fields';

export const NOTIFY_GROUPINGS = ['region', 'area', 'dealer'] as const;
export type NotifyGrouping = (typeof NOTIFY_GROUPINGS)[number];

/**
 * GET /api/tickets/report/notify and its download GET /api/tickets/report/excel/notify (SPEC.md §3
 * notify filter: the ticket type, the channel, from/to notified date): the type and both dates are
 * required (Thai calendar days, both inclusive, at most NOTIFY_REPORT_MAX_DAYS, `to` not before
 * `from`); no channel means both.
 */
export class NotifyReportQueryDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @IsIn(TICKET_TYPES, { message: FIELD_ERRORS.required })
  type!: TicketType;

  @FilterChoice(NOTIFICATION_CHANNELS)
  channel?: NotificationChannel;

  @IsDefined({ message: FIELD_ERRORS.required }) @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  from_notified_date!: string;

  @IsDefined({ message: FIELD_ERRORS.required }) @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  to_notified_date!: string;

  @FilterChoice(NOTIFY_GROUPINGS)
  group_by?: NotifyGrouping;

  @FilterChoice(DEALER_REGIONS)
  region?: DealerRegion;

  @FilterText(10)
  area_code?: string;

  @FilterId()
  dealer_id?: string;

  /** The spreadsheet's language (the download). */
  @FilterChoice(LOCALES)
  lang?: Locale;
}

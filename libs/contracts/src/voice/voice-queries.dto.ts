import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEALER_REGIONS, FIRST_REPORT_YEAR, LOCALES, REPORT_PERIODS, TICKET_TYPES, type DealerRegion, type Locale, type ReportPeriod, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from '../tickets/transforms';
import { FilterChoice, FilterId, FilterText } from '../shared/filter-fields';

/**
 * Queries of the voice-of-customer text analytics (issue 30): what customers and agents wrote,
 * counted by topic and term. Every read takes the period (year/month required, `period` as the
 * other reports), the place (region, area, dealer; the user's scope still applies) and the
 * slices the projection keeps (type, source, NPS band).
 */

/** Where a text came from: a survey answer's comment or a ticket's description. */
export const VOICE_SOURCES = ['survey', 'ticket'] as const;
export type VoiceSource = (typeof VOICE_SOURCES)[number];

/** NPS bands of a text; `none` for a ticket description (no score). */
export const VOICE_NPS_BANDS = ['top2box', 'passive', 'bottom6', 'none'] as const;
export type VoiceNpsBand = (typeof VOICE_NPS_BANDS)[number];

/** A topic is a complaint category code (A01, S03, ...) or a praise topic (praise.staff, ...). */
export const VOICE_TOPIC_KINDS = ['complaint', 'praise'] as const;
export type VoiceTopicKind = (typeof VOICE_TOPIC_KINDS)[number];

/** How the topics report's rows are grouped. */
export const VOICE_GROUPINGS = ['region', 'area', 'dealer', 'month'] as const;
export type VoiceGrouping = (typeof VOICE_GROUPINGS)[number];

/** The level a trending list compares (the network, or the places one level inside the scope). */
export const VOICE_PLACE_LEVELS = ['network', 'region', 'area', 'dealer'] as const;
export type VoicePlaceLevel = (typeof VOICE_PLACE_LEVELS)[number];

/** A topic code as the text library names them: category codes and `praise.*`. */
export const VOICE_TOPIC_PATTERN = /^(?:[A-Z]\d{2}|praise\.[a-z]+)$/;

/** Filters shared by every voice report. */
export class VoiceFiltersDto {
  @FilterChoice(REPORT_PERIODS)
  period?: ReportPeriod;

  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(FIRST_REPORT_YEAR, { message: FIELD_ERRORS.min }) @Max(2100, { message: FIELD_ERRORS.max })
  year!: number;

  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(1, { message: FIELD_ERRORS.min }) @Max(12, { message: FIELD_ERRORS.max })
  month!: number;

  @FilterChoice(TICKET_TYPES)
  type?: TicketType;

  @FilterChoice(VOICE_SOURCES)
  source?: VoiceSource;

  @FilterChoice(VOICE_NPS_BANDS)
  nps_band?: VoiceNpsBand;

  @FilterChoice(DEALER_REGIONS)
  region?: DealerRegion;

  @FilterText(10)
  area_code?: string;

  @FilterId()
  dealer_id?: string;

  @FilterChoice(VOICE_TOPIC_KINDS)
  kind?: VoiceTopicKind;
}

/** GET /api/voice/topics: topic counts over the period (and the previous one), optionally in rows. */
export class VoiceTopicsQueryDto extends VoiceFiltersDto {
  @FilterChoice(VOICE_GROUPINGS)
  group_by?: VoiceGrouping;
}

/**
 * GET /api/voice/trending: terms and topics whose share rose in the period against the
 * `baseline_periods` periods of the same length before it, ranked by log-likelihood G²;
 * `emerging_level` is where emerging topics are looked for (default one level inside the scope).
 */
export class VoiceTrendingQueryDto extends VoiceFiltersDto {
  @IsOptional() @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.min }) @Max(12, { message: FIELD_ERRORS.max })
  baseline_periods?: number;

  @FilterChoice(VOICE_PLACE_LEVELS.filter((level) => level !== 'network'))
  emerging_level?: Exclude<VoicePlaceLevel, 'network'>;

  @IsOptional() @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.min }) @Max(100, { message: FIELD_ERRORS.max })
  limit?: number;
}

/** GET /api/voice/drivers: per topic, how much NPS would change without it (survey comments only). */
export class VoiceDriversQueryDto extends VoiceFiltersDto {}

/** GET /api/voice/excel: the topics, trending and drivers of one query as a spreadsheet, headers in `lang`. */
export class VoiceExportQueryDto extends VoiceTopicsQueryDto {
  @FilterChoice(LOCALES)
  lang?: Locale;
}

import { IsDefined, IsString, Matches } from 'class-validator';
import { BRIEF_LANGUAGES, type BriefLanguage, type BriefMeasure } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { FilterChoice } from '../shared/filter-fields';

/**
 * GET /api/reports/brief and GET /api/reports/brief/pdf (issue 33): the monthly executive brief of
 * one place. `month` is YYYY-MM; `scope` is `network`, `region-<Region>` or `area-<AREA>`
 * (libs/domain brief-scope); `lang` chooses the PDF's language (default th).
 */
export class BriefQueryDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @IsString({ message: FIELD_ERRORS.required }) @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: FIELD_ERRORS.invalid })
  month!: string;

  @IsDefined({ message: FIELD_ERRORS.required }) @IsString({ message: FIELD_ERRORS.required }) @Matches(/^(network|region-Region[1-5]|area-[A-Za-z0-9_-]{1,10})$/, { message: FIELD_ERRORS.invalid })
  scope!: string;

  @FilterChoice(BRIEF_LANGUAGES)
  lang?: BriefLanguage;
}


/** One measure's final figure of the month, its target, and the months it is compared with. */
export interface BriefMeasureFigure {
  measure: BriefMeasure;
  /** Percent (KPIs, rates) or points (NPS); null when nothing was decided or answered. */
  value: number | null;
  /** Decided tickets, survey answers, sent surveys or eligible Bottom6 answers behind it. */
  base: number;
  target: number | null;
  meets_target: boolean | null;
  previous: number | null;
  last_year: number | null;
  change_previous: number | null;
  change_last_year: number | null;
}

export interface BriefDealer {
  dealer_id: string;
  label: string;
  label_en: string;
  value: number;
  base: number;
}

export interface BriefCategory {
  code: string;
  now: number;
  previous: number;
  change: number;
}

export interface BriefPdcaPlan {
  dealer: string;
  dealer_en: string;
  type: 'sales' | 'service';
  month: string;
  state: string;
}

export interface BriefTopic {
  topic: string;
  kind: 'complaint' | 'praise' | null;
  now: number;
  now_share: number | null;
  before_share: number | null;
  significant: boolean;
}

export interface BriefQuote {
  comment: string;
  nps: number;
  dealer: string;
  dealer_en: string;
  day: string;
}

/** The brief of one place and month: every figure read from the reports' final figures. */
export interface MonthBrief {
  scope: string;
  scope_label: string;
  scope_label_en: string;
  /** YYYY-MM */
  month: string;
  previous_month: string;
  last_year_month: string;
  /** Whether the month's figures are final (the month is closed and frozen). */
  final: boolean;
  measures: BriefMeasureFigure[];
  categories: BriefCategory[];
  dealers: Array<{ measure: BriefMeasure; best: BriefDealer[]; worst: BriefDealer[] }>;
  /** Plans not yet accepted, by state, and the oldest of them. */
  pdca: { open: number; by_state: Record<string, number>; plans: BriefPdcaPlan[] };
  topics: BriefTopic[];
  quotes: BriefQuote[];
  generated_at: string;
}

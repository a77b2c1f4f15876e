import {
  FROZEN_MONTHS,
  KPI_MONTHLY_FROZEN,
  VOC_AREA_CATEGORY_MONTHLY_FROZEN,
  VOC_AREA_MONTHLY_FROZEN,
  VOC_CATEGORY_MONTHLY_FROZEN,
  VOC_DEALER_CATEGORY_MONTHLY_FROZEN,
  VOC_DEALER_MONTHLY_FROZEN,
  VOC_MONTHLY_FROZEN,
} from './frozen-months.table';
import { FROZEN_TICKET_FIGURES } from './frozen-ticket-figures.table';
import { KPI_MONTHLY } from './kpi-monthly.table';
import { NOTIFICATION_STATUS } from './notification-status.table';
import { PROJECTION_CHECKPOINTS } from './projection-checkpoints.table';
import { createTableSql, type ReportingTable } from './reporting-table';
import { STATUS_DAY_FLOWS } from './status-day-flows.table';
import { SURVEY_LOW_SCORES } from './survey-low-scores.table';
import { SURVEY_RATE_DAILY } from './survey-rate-daily.table';
import { SURVEY_RATE_MONTHLY } from './survey-rate-monthly.table';
import { SURVEY_SCORE_MONTHLY } from './survey-score-monthly.table';
import { TICKET_KPI } from './ticket-kpi.table';
import { TICKET_CLOSED_MONTHLY } from './ticket-closed-monthly.table';
import { TICKET_STATUS_MONTHLY } from './ticket-status-monthly.table';
import { PDCA_STATUS } from './pdca-status.table';
import { TICKET_VOC } from './ticket-voc.table';
import { VOC_AREA_CATEGORY_MONTHLY, VOC_AREA_MONTHLY, VOC_DEALER_CATEGORY_MONTHLY, VOC_DEALER_MONTHLY } from './voc-coarse-monthly.table';
import { VOC_CATEGORY_MONTHLY, VOC_MONTHLY } from './voc-monthly.table';
import {
  VOICE_MONTHLY,
  VOICE_MONTHLY_FROZEN,
  VOICE_TERM_MONTHLY,
  VOICE_TERM_MONTHLY_FROZEN,
  VOICE_TEXTS,
  VOICE_TOPIC_MONTHLY,
  VOICE_TOPIC_MONTHLY_FROZEN,
  VOICE_TOPIC_WORD_MONTHLY,
  VOICE_TOPIC_WORD_MONTHLY_FROZEN,
} from './voice-texts.table';

/** The projection tables of the ticket log, which a rebuild must reproduce row for row. */
export const TICKET_PROJECTION_TABLES = [STATUS_DAY_FLOWS, TICKET_KPI, KPI_MONTHLY, NOTIFICATION_STATUS, FROZEN_MONTHS, KPI_MONTHLY_FROZEN, TICKET_STATUS_MONTHLY, TICKET_CLOSED_MONTHLY, FROZEN_TICKET_FIGURES] as const;
/** The projection tables of the survey log, which a rebuild must reproduce row for row. */
export const SURVEY_PROJECTION_TABLES = [SURVEY_RATE_DAILY, SURVEY_RATE_MONTHLY, SURVEY_SCORE_MONTHLY, SURVEY_LOW_SCORES] as const;
/** The projection tables of the PDCA log, which a rebuild must reproduce row for row. */
export const PDCA_PROJECTION_TABLES = [PDCA_STATUS] as const;
/** The VOC projection tables (the ticket log under their own checkpoint), which a rebuild must reproduce row for row. */
export const VOC_PROJECTION_TABLES = [
  TICKET_VOC,
  VOC_MONTHLY,
  VOC_CATEGORY_MONTHLY,
  VOC_MONTHLY_FROZEN,
  VOC_CATEGORY_MONTHLY_FROZEN,
  VOC_DEALER_MONTHLY,
  VOC_DEALER_CATEGORY_MONTHLY,
  VOC_AREA_MONTHLY,
  VOC_AREA_CATEGORY_MONTHLY,
  VOC_DEALER_MONTHLY_FROZEN,
  VOC_DEALER_CATEGORY_MONTHLY_FROZEN,
  VOC_AREA_MONTHLY_FROZEN,
  VOC_AREA_CATEGORY_MONTHLY_FROZEN,
] as const;
/** The voice projection tables (issue 30: texts of both logs, their roll-ups), which a rebuild must reproduce row for row. */
export const VOICE_PROJECTION_TABLES = [
  VOICE_TEXTS,
  VOICE_MONTHLY,
  VOICE_TOPIC_MONTHLY,
  VOICE_TERM_MONTHLY,
  VOICE_TOPIC_WORD_MONTHLY,
  VOICE_MONTHLY_FROZEN,
  VOICE_TOPIC_MONTHLY_FROZEN,
  VOICE_TERM_MONTHLY_FROZEN,
  VOICE_TOPIC_WORD_MONTHLY_FROZEN,
] as const;
/** Every table of the reporting schema, checkpoints first. */
export const REPORTING_SCHEMA_TABLES: readonly ReportingTable[] = [PROJECTION_CHECKPOINTS, ...TICKET_PROJECTION_TABLES, ...SURVEY_PROJECTION_TABLES, ...PDCA_PROJECTION_TABLES, ...VOC_PROJECTION_TABLES, ...VOICE_PROJECTION_TABLES];

/** Names of the ticket projection tables (compared row for row by the rebuild tests). */
export const REPORTING_TABLES = TICKET_PROJECTION_TABLES.map((table) => table.name);
/** Names of the VOC projection tables (compared row for row by the rebuild tests). */
export const VOC_REPORTING_TABLES = VOC_PROJECTION_TABLES.map((table) => table.name);
/** Names of the survey projection tables. */
export const SURVEY_REPORTING_TABLES = SURVEY_PROJECTION_TABLES.map((table) => table.name);
/** Names of the voice projection tables. */
export const VOICE_REPORTING_TABLES = VOICE_PROJECTION_TABLES.map((table) => table.name);
/** Names of the PDCA projection tables. */
export const PDCA_REPORTING_TABLES = PDCA_PROJECTION_TABLES.map((table) => table.name);

/**
 * Every table of the reporting schema as the definitions describe it, in `schema`, with its
 * indexes; @voc/projections' reportingSchemaSql adds a checkpoint row per projection feed.
 */
export function reportingTablesSql(schema: string): string[] {
  return REPORTING_SCHEMA_TABLES.flatMap((table) => createTableSql(schema, table));
}

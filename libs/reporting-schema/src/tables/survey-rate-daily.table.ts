import { defineReportingTable } from './reporting-table';
import { SURVEY_COUNT, SURVEY_DAY_COLUMNS, SURVEY_DAY_INDEXES, SURVEY_DAY_KEY } from './survey-day-keys';

/** Response-rate counts: a case counts on its received Thai day with every stage it has reached. */
export const SURVEY_RATE_DAILY = defineReportingTable({
  name: 'survey_rate_daily',
  columns: {
    ...SURVEY_DAY_COLUMNS,
    received: SURVEY_COUNT,
    cleansed: SURVEY_COUNT,
    sent: SURVEY_COUNT,
    responded_successfully: SURVEY_COUNT,
    responded_unsuccessfully: SURVEY_COUNT,
    not_responded: SURVEY_COUNT,
  },
  primaryKey: SURVEY_DAY_KEY,
  indexes: SURVEY_DAY_INDEXES,
});

import { defineReportingTable } from './reporting-table';
import { SURVEY_RATE_DAILY } from './survey-rate-daily.table';
import { SURVEY_MONTH_COLUMNS, SURVEY_MONTH_INDEXES, SURVEY_MONTH_KEY } from './survey-day-keys';

/**
 * survey_rate_daily summed per Thai month received: the response-rate report reads the whole months
 * of a long range here (a fiscal year is 12 rows per dealer instead of 365) and only the days at
 * its edges from the daily table. The projector keeps both in the same transaction, so a month's
 * row is always the sum of its days.
 */
export const SURVEY_RATE_MONTHLY = defineReportingTable({
  name: 'survey_rate_monthly',
  columns: {
    ...SURVEY_MONTH_COLUMNS,
    received: SURVEY_RATE_DAILY.columns.received,
    cleansed: SURVEY_RATE_DAILY.columns.cleansed,
    sent: SURVEY_RATE_DAILY.columns.sent,
    responded_successfully: SURVEY_RATE_DAILY.columns.responded_successfully,
    responded_unsuccessfully: SURVEY_RATE_DAILY.columns.responded_unsuccessfully,
    not_responded: SURVEY_RATE_DAILY.columns.not_responded,
  },
  primaryKey: SURVEY_MONTH_KEY,
  indexes: SURVEY_MONTH_INDEXES,
  // Every batch of a sync adds to the same few rows per dealer and month (as survey_score_monthly).
  fillfactor: 50,
});

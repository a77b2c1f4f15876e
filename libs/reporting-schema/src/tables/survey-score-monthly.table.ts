import { defineReportingTable } from './reporting-table';
import { SURVEY_COUNT, SURVEY_MONTH_COLUMNS, SURVEY_MONTH_INDEXES, SURVEY_MONTH_KEY } from './survey-day-keys';

/**
 * Scores: a response counts in the Thai month the customer finished (every score report reads
 * whole months: monthly, rolling 3 and 6 months, fiscal YTD); 1-4 and 1-5 answers as count arrays.
 */
export const SURVEY_SCORE_MONTHLY = defineReportingTable({
  name: 'survey_score_monthly',
  columns: {
    ...SURVEY_MONTH_COLUMNS,
    responses: SURVEY_COUNT,
    top2box: SURVEY_COUNT,
    bottom6: SURVEY_COUNT,
    satisfied: SURVEY_COUNT,
    low_scores: SURVEY_COUNT,
    return_intent: { type: 'integer[]', role: 'measure', notNull: true, default: `'{0,0,0,0}'` },
    experience: { type: 'integer[]', role: 'measure', notNull: true, default: `'{0,0,0,0,0}'` },
  },
  primaryKey: SURVEY_MONTH_KEY,
  indexes: SURVEY_MONTH_INDEXES,
  // Every synced page adds to rows already there (a few rows per dealer a month): half of each page stays free for those updates.
  fillfactor: 50,
});

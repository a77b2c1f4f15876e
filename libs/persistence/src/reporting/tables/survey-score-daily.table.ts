import { defineReportingTable } from './reporting-table';
import { SURVEY_COUNT, SURVEY_DAY_COLUMNS, SURVEY_DAY_INDEXES, SURVEY_DAY_KEY } from './survey-day-keys';

/** Scores: a response counts on the Thai day the customer finished; 1-4 and 1-5 answers as count arrays. */
export const SURVEY_SCORE_DAILY = defineReportingTable({
  name: 'survey_score_daily',
  columns: {
    ...SURVEY_DAY_COLUMNS,
    responses: SURVEY_COUNT,
    top2box: SURVEY_COUNT,
    bottom6: SURVEY_COUNT,
    satisfied: SURVEY_COUNT,
    low_scores: SURVEY_COUNT,
    return_intent: { type: 'integer[]', role: 'measure', notNull: true, default: `'{0,0,0,0}'` },
    experience: { type: 'integer[]', role: 'measure', notNull: true, default: `'{0,0,0,0,0}'` },
  },
  primaryKey: SURVEY_DAY_KEY,
  indexes: SURVEY_DAY_INDEXES,
});

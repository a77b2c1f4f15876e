import { defineReportingTable } from './reporting-table';

const count = { type: 'integer', role: 'measure', notNull: true, default: '0' } as const;

/** Scores: a response counts on the Thai day the customer finished; 1-4 and 1-5 answers as count arrays. */
export const SURVEY_SCORE_DAILY = defineReportingTable({
  name: 'survey_score_daily',
  columns: {
    day: { type: 'date', role: 'key', notNull: true },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true },
    type: { type: 'text', role: 'key', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    responses: count,
    top2box: count,
    bottom6: count,
    satisfied: count,
    low_scores: count,
    return_intent: { type: 'integer[]', role: 'measure', notNull: true, default: `'{0,0,0,0}'` },
    experience: { type: 'integer[]', role: 'measure', notNull: true, default: `'{0,0,0,0,0}'` },
  },
  primaryKey: ['day', 'dealer_ref', 'type'],
  indexes: [{ columns: ['type', 'day'] }, { columns: ['dealer_ref', 'type', 'day'] }, { columns: ['region', 'type', 'day'] }, { columns: ['area_code', 'type', 'day'] }],
});

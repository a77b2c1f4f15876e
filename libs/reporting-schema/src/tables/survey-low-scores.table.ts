import { defineReportingTable } from './reporting-table';

/** Low-score responses and the ticket each raised (null: none, too old when it arrived): recovery joins the Bottom6 ones to ticket_kpi. */
export const SURVEY_LOW_SCORES = defineReportingTable({
  name: 'survey_low_scores',
  columns: {
    case_key: { type: 'text', role: 'key', notNull: true },
    day: { type: 'date', role: 'dimension', notNull: true },
    dealer_ref: { type: 'uuid', role: 'dimension', notNull: true },
    type: { type: 'text', role: 'dimension', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    ticket_id: { type: 'uuid', role: 'state' },
    /** NPS 0-6: counts for recovery (libs/domain countsForRecovery); a response only "not satisfied" does not. */
    bottom6: { type: 'boolean', role: 'dimension', notNull: true, default: 'false' },
  },
  primaryKey: ['case_key'],
  indexes: [{ columns: ['type', 'day'] }],
});

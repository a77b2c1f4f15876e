import { defineReportingTable } from './reporting-table';

/**
 * The PDCA status projection (issue 14): one row per plan — dealer branch, type and month — as
 * the pdca_events log leaves it: its stored state, when it was created, submitted, returned and
 * accepted, and how often it was submitted and returned. Months that owe a plan nobody has
 * written have no row: the report finds them in kpi_monthly and survey_score_monthly with the rule
 * of libs/domain/src/pdca/pdca-targets.ts, and shows "overdue" by pdcaShownState.
 */
export const PDCA_STATUS = defineReportingTable({
  name: 'pdca_status',
  columns: {
    month: { type: 'date', role: 'key', notNull: true },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true },
    type: { type: 'text', role: 'key', notNull: true },
    dealer_code: { type: 'text', role: 'dimension', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    plan_id: { type: 'uuid', role: 'state', notNull: true },
    state: { type: 'text', role: 'state', notNull: true },
    created_at: { type: 'timestamptz', role: 'state', notNull: true },
    updated_at: { type: 'timestamptz', role: 'state', notNull: true },
    submitted_at: { type: 'timestamptz', role: 'state' },
    returned_at: { type: 'timestamptz', role: 'state' },
    accepted_at: { type: 'timestamptz', role: 'state' },
    last_comment: { type: 'text', role: 'state' },
    submissions: { type: 'integer', role: 'measure', notNull: true, default: '0' },
    returns: { type: 'integer', role: 'measure', notNull: true, default: '0' },
    files: { type: 'integer', role: 'measure', notNull: true, default: '0' },
  },
  primaryKey: ['month', 'dealer_ref', 'type'],
  // The report filters by type and month (created date range), within a region or area; reviewers by state.
  indexes: [{ columns: ['type', 'month'] }, { columns: ['region', 'type', 'month'] }, { columns: ['area_code', 'type', 'month'] }, { columns: ['state', 'type', 'month'] }, { columns: ['plan_id'] }],
});

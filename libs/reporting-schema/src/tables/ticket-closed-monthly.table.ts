import { THAI_SQL } from '@voc/domain';
import { defineReportingTable } from './reporting-table';

/**
 * Completed tickets per Thai month of completion, month of receipt, dealer, type and source (issue
 * 13, "Speed"): a roll-up of ticket_kpi rows `t` completed and not deleted, kept with kpi_monthly
 * under the tickets checkpoint and recounted by the same keys (month of receipt first). The
 * case-closed report's count and summary read it instead of one row per completed ticket. Figures
 * as they stand now, like the report's list, so not frozen at month close.
 */
export const TICKET_CLOSED_MONTHLY = defineReportingTable({
  name: 'ticket_closed_monthly',
  columns: {
    month: { type: 'date', role: 'key', notNull: true, rollup: 't.received_month' },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true, rollup: 't.dealer_ref' },
    type: { type: 'text', role: 'key', notNull: true, rollup: 't.type' },
    source: { type: 'text', role: 'key', notNull: true, rollup: 't.source' },
    closed_month: { type: 'date', role: 'key', notNull: true, rollup: THAI_SQL.monthOf('t.closed_at') },
    area_code: { type: 'text', role: 'dimension', rollup: 'min(t.area_code)' },
    region: { type: 'text', role: 'dimension', rollup: 'min(t.region)' },
    tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
    kpi4_days_sum: { type: 'numeric', role: 'measure', notNull: true, precision: [14, 2], rollup: 'coalesce(sum(t.kpi4_days), 0)' },
    kpi4a_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi4a)' },
    kpi4a_decided: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(t.kpi4a)' },
    held_tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(t.approval_wait_days)' },
    to_proposal_days_sum: { type: 'numeric', role: 'measure', notNull: true, precision: [14, 2], rollup: 'coalesce(sum(t.to_proposal_days), 0)' },
    approval_wait_days_sum: { type: 'numeric', role: 'measure', notNull: true, precision: [14, 2], rollup: 'coalesce(sum(t.approval_wait_days), 0)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'source', 'closed_month'],
  indexes: [{ columns: ['closed_month'] }],
});

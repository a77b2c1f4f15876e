import { defineReportingTable } from './reporting-table';

/**
 * The monthly roll-up every KPI report reads: one row per month, dealer, type and source, each
 * column the aggregate (`rollup`) of the month's ticket_kpi rows `t` that are not deleted. A new
 * KPI is a ticket_kpi column, its met/decided columns here, and its rule in libs/domain.
 */
export const KPI_MONTHLY = defineReportingTable({
  name: 'kpi_monthly',
  columns: {
    month: { type: 'date', role: 'key', notNull: true, rollup: 't.received_month' },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true, rollup: 't.dealer_ref' },
    type: { type: 'text', role: 'key', notNull: true, rollup: 't.type' },
    source: { type: 'text', role: 'key', notNull: true, rollup: 't.source' },
    area_code: { type: 'text', role: 'dimension', rollup: 'min(t.area_code)' },
    region: { type: 'text', role: 'dimension', rollup: 'min(t.region)' },
    tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
    open_tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.closed_at IS NULL AND NOT t.cancelled)' },
    cancelled: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.cancelled)' },
    closed: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.closed_at IS NOT NULL)' },
    kpi2a_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi2a)' },
    kpi2a_decided: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(t.kpi2a)' },
    kpi2_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi2)' },
    kpi2_decided: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(t.kpi2)' },
    kpi3_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi3)' },
    kpi3_decided: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(t.kpi3)' },
    kpi4a_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi4a)' },
    kpi4a_decided: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(t.kpi4a)' },
    // KPI4's counted days (libs/domain days-to-close; issue 31: was the completed tickets' days), over kpi4_counted.
    kpi4_days_sum: { type: 'numeric', role: 'measure', notNull: true, precision: [14, 2], rollup: 'coalesce(sum(t.kpi4_counted_days), 0)' },
    kpi5a_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi5a)' },
    kpi5b_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi5b)' },
    kpi5c_met: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.kpi5c)' },
    kpi5_decided: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(t.kpi5a)' },
    // Added by reporting migration 1764000000000: who held the time of the completed tickets that
    // went through approval (T): days to the proposal, days waiting for approval, and how many.
    held_tickets: { type: 'integer', role: 'measure', notNull: true, default: '0', rollup: 'count(t.approval_wait_days)' },
    to_proposal_days_sum: { type: 'numeric', role: 'measure', notNull: true, default: '0', precision: [14, 2], rollup: 'coalesce(sum(t.to_proposal_days), 0)' },
    approval_wait_days_sum: { type: 'numeric', role: 'measure', notNull: true, default: '0', precision: [14, 2], rollup: 'coalesce(sum(t.approval_wait_days), 0)' },
    // Added by reporting migration 1766300000000 (issue 31): how many tickets KPI4's average
    // counts, and the dealer's own KPI4a (the time the dealer held the ticket, approval waits left out).
    kpi4_counted: { type: 'integer', role: 'measure', notNull: true, default: '0', rollup: 'count(t.kpi4_counted_days)' },
    kpi4a_dealer_met: { type: 'integer', role: 'measure', notNull: true, default: '0', rollup: 'count(*) FILTER (WHERE t.kpi4a_dealer)' },
    kpi4a_dealer_decided: { type: 'integer', role: 'measure', notNull: true, default: '0', rollup: 'count(t.kpi4a_dealer)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'source'],
  indexes: [{ columns: ['region', 'type', 'month'] }, { columns: ['area_code', 'type', 'month'] }],
});

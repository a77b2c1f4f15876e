import { defineReportingTable } from './reporting-table';

/** One row per ticket: its KPI times, outcomes and the live state of its next deadline. */
export const TICKET_KPI = defineReportingTable({
  name: 'ticket_kpi',
  columns: {
    ticket_id: { type: 'uuid', role: 'key', notNull: true },
    case_no: { type: 'text', role: 'state' },
    type: { type: 'text', role: 'dimension', notNull: true },
    source: { type: 'text', role: 'dimension', notNull: true },
    dealer_ref: { type: 'uuid', role: 'dimension', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    received_at: { type: 'timestamptz', role: 'state', notNull: true },
    received_month: { type: 'date', role: 'dimension', notNull: true },
    status: { type: 'text', role: 'state', notNull: true },
    first_contact_at: { type: 'timestamptz', role: 'state' },
    solution_at: { type: 'timestamptz', role: 'state' },
    closed_at: { type: 'timestamptz', role: 'state' },
    satisfaction_at: { type: 'timestamptz', role: 'state' },
    satisfied: { type: 'text', role: 'state' },
    sms_received: { type: 'boolean', role: 'state' },
    cancelled: { type: 'boolean', role: 'state', notNull: true, default: 'false' },
    deleted: { type: 'boolean', role: 'state', notNull: true, default: 'false' },
    kpi2a: { type: 'boolean', role: 'state' },
    kpi2: { type: 'boolean', role: 'state' },
    kpi3: { type: 'boolean', role: 'state' },
    kpi4a: { type: 'boolean', role: 'state' },
    kpi4_days: { type: 'numeric', role: 'state', precision: [8, 2] },
    kpi5a: { type: 'boolean', role: 'state' },
    kpi5b: { type: 'boolean', role: 'state' },
    kpi5c: { type: 'boolean', role: 'state' },
    live_state: { type: 'text', role: 'state', notNull: true, default: `'on_time'` },
    next_due_at: { type: 'timestamptz', role: 'state' },
    last_position: { type: 'bigint', role: 'state', notNull: true },
    // Added by reporting migration 1764000000000: when the ticket was cancelled (a KPI whose
    // deadline had passed by then stays decided), and who held its time (libs/domain held-time).
    cancelled_at: { type: 'timestamptz', role: 'state' },
    proposal_at: { type: 'timestamptz', role: 'state' },
    approval_since: { type: 'timestamptz', role: 'state' },
    approval_wait_seconds: { type: 'numeric', role: 'state', notNull: true, default: '0', precision: [14, 3] },
    to_proposal_days: { type: 'numeric', role: 'state', precision: [8, 2] },
    approval_wait_days: { type: 'numeric', role: 'state', precision: [8, 2] },
    // Added by reporting migration 1764201000000 (so after the others, as ALTER TABLE puts them).
    /** The satisfaction SMS's recorded outcome (delivered, failed), the hand-entered flag and whether it overrides (issue 14, KPI5c). */
    sms_outcome: { type: 'text', role: 'state' },
    sms_entered: { type: 'integer', role: 'state' },
    sms_override: { type: 'boolean', role: 'state', notNull: true, default: 'false' },
    // Added by reporting migration 1766300000000 (issue 31, one definition of each KPI):
    /** The ticket's days in its month's KPI4 average: to completion, or to the month's close when still open then (libs/domain days-to-close). */
    kpi4_counted_days: { type: 'numeric', role: 'state', precision: [8, 2] },
    /** KPI-clock hours of the ended stays in T (head office's time, libs/domain dealer-closing). */
    approval_wait_hours: { type: 'numeric', role: 'state', notNull: true, default: '0', precision: [14, 3] },
    /** The dealer's own KPI4a: closed within 5 days of the time the dealer held the ticket. */
    kpi4a_dealer: { type: 'boolean', role: 'state' },
  },
  primaryKey: ['ticket_id'],
  indexes: [
    // Both of these cover the whole key (month of receipt, dealer, type, source) by which every
    // projection batch recounts kpi_monthly, ticket_status_monthly and ticket_closed_monthly, so
    // whichever the planner takes for that join reads only the keys' rows (reporting migration
    // 1765400700000 added the fourth columns).
    // A dealer's tickets of a type by month of receipt.
    { columns: ['dealer_ref', 'type', 'received_month', 'source'] },
    // All dealers' tickets of a source in a month: the call-centre outcomes, the hot-alert standing.
    { columns: ['source', 'received_month', 'dealer_ref', 'type'] },
    // Open hot alerts of the last days, whose age the hot-alert report buckets per ticket (reporting migration 1765301400000).
    { columns: ['source', 'received_at'] },
    { columns: ['live_state', 'next_due_at'], where: `live_state IN ('on_time', 'due_soon', 'breached')` },
    // The case-closed report: tickets completed in a month.
    { columns: ['closed_at'], where: 'closed_at IS NOT NULL' },
  ],
});

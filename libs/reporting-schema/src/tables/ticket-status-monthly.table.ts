import { defineReportingTable } from './reporting-table';

/**
 * Tickets per month of receipt, dealer, type, source and the status they stand in now (issue 13,
 * "Speed"): a roll-up of ticket_kpi rows `t` not deleted, kept with kpi_monthly under the tickets
 * checkpoint. The call-centre outcomes and the hot alerts' standing read it instead of one row per
 * ticket. Figures of the status now, so never frozen at month close (libs/domain callcenter-outcomes).
 */
export const TICKET_STATUS_MONTHLY = defineReportingTable({
  name: 'ticket_status_monthly',
  columns: {
    month: { type: 'date', role: 'key', notNull: true, rollup: 't.received_month' },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true, rollup: 't.dealer_ref' },
    type: { type: 'text', role: 'key', notNull: true, rollup: 't.type' },
    source: { type: 'text', role: 'key', notNull: true, rollup: 't.source' },
    status: { type: 'text', role: 'key', notNull: true, rollup: 't.status' },
    cancelled: { type: 'boolean', role: 'key', notNull: true, rollup: 't.cancelled' },
    area_code: { type: 'text', role: 'dimension', rollup: 'min(t.area_code)' },
    region: { type: 'text', role: 'dimension', rollup: 'min(t.region)' },
    tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'source', 'status', 'cancelled'],
  // The roll-up key's other columns after the report's (source, month): reporting migration 1765400800000.
  indexes: [{ columns: ['source', 'month', 'dealer_ref', 'type'] }],
});

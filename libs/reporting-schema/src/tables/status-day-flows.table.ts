import { defineReportingTable } from './reporting-table';

/**
 * Per Thai day, dealer, type, source and status: tickets that entered and left the status.
 * Standing at a day's end = running sum of entered - exited up to that day.
 */
export const STATUS_DAY_FLOWS = defineReportingTable({
  name: 'status_day_flows',
  columns: {
    day: { type: 'date', role: 'key', notNull: true },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true },
    type: { type: 'text', role: 'key', notNull: true },
    source: { type: 'text', role: 'key', notNull: true },
    status: { type: 'text', role: 'key', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    entered: { type: 'integer', role: 'measure', notNull: true, default: '0' },
    exited: { type: 'integer', role: 'measure', notNull: true, default: '0' },
  },
  primaryKey: ['day', 'dealer_ref', 'type', 'source', 'status'],
  indexes: [{ columns: ['dealer_ref', 'type', 'day'] }, { columns: ['region', 'type', 'day'] }, { columns: ['area_code', 'type', 'day'] }],
});

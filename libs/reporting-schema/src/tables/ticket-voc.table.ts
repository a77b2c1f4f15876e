import { defineReportingTable } from './reporting-table';

/**
 * One row per ticket: what the VOC reports count of it (libs/domain voc-counting): its receipt
 * month, current counted categories and car model, and whether it was cancelled or deleted.
 */
export const TICKET_VOC = defineReportingTable({
  name: 'ticket_voc',
  columns: {
    ticket_id: { type: 'uuid', role: 'key', notNull: true },
    type: { type: 'text', role: 'dimension', notNull: true },
    source: { type: 'text', role: 'dimension', notNull: true },
    dealer_ref: { type: 'uuid', role: 'dimension', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    received_month: { type: 'date', role: 'dimension', notNull: true },
    car_model: { type: 'text', role: 'state', notNull: true, default: `''` },
    categories: { type: 'text[]', role: 'state', notNull: true, default: `'{}'` },
    cancelled: { type: 'boolean', role: 'state', notNull: true, default: 'false' },
    deleted: { type: 'boolean', role: 'state', notNull: true, default: 'false' },
    last_position: { type: 'bigint', role: 'state', notNull: true },
  },
  primaryKey: ['ticket_id'],
  indexes: [{ columns: ['received_month', 'dealer_ref', 'type', 'source'] }],
});

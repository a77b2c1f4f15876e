import { defineReportingTable } from './reporting-table';

/**
 * One row per notification (issue 14): its ticket's type, dealer, area and region, channel and
 * purpose, the Thai month it was requested in (the notify report's month), and how far it got:
 * requested, sent, delivered or failed, with the failure's stage and reason.
 */
export const NOTIFICATION_STATUS = defineReportingTable({
  name: 'notification_status',
  columns: {
    notification_id: { type: 'uuid', role: 'key', notNull: true },
    ticket_id: { type: 'uuid', role: 'state', notNull: true },
    type: { type: 'text', role: 'dimension', notNull: true },
    dealer_ref: { type: 'uuid', role: 'dimension', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    channel: { type: 'text', role: 'dimension', notNull: true },
    purpose: { type: 'text', role: 'dimension', notNull: true },
    recipient_role: { type: 'text', role: 'state', notNull: true },
    kpi: { type: 'text', role: 'state' },
    requested_at: { type: 'timestamptz', role: 'state', notNull: true },
    requested_month: { type: 'date', role: 'dimension', notNull: true },
    status: { type: 'text', role: 'state', notNull: true },
    sent_at: { type: 'timestamptz', role: 'state' },
    delivered_at: { type: 'timestamptz', role: 'state' },
    failed_at: { type: 'timestamptz', role: 'state' },
    failure_stage: { type: 'text', role: 'state' },
    failure_reason: { type: 'text', role: 'state' },
    attempts: { type: 'integer', role: 'state', notNull: true, default: '0' },
    last_position: { type: 'bigint', role: 'state', notNull: true },
  },
  primaryKey: ['notification_id'],
  // The notify report filters by type, channel and notified (requested) date, then groups by month and dealer, area or region.
  indexes: [{ columns: ['type', 'channel', 'requested_at'] }, { columns: ['type', 'requested_month', 'dealer_ref'] }, { columns: ['ticket_id'] }],
});

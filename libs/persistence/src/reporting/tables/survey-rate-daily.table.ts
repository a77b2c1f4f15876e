import { defineReportingTable } from './reporting-table';

const count = { type: 'integer', role: 'measure', notNull: true, default: '0' } as const;

/** Response-rate counts: a case counts on its received Thai day with every stage it has reached. */
export const SURVEY_RATE_DAILY = defineReportingTable({
  name: 'survey_rate_daily',
  columns: {
    day: { type: 'date', role: 'key', notNull: true },
    dealer_ref: { type: 'uuid', role: 'key', notNull: true },
    type: { type: 'text', role: 'key', notNull: true },
    area_code: { type: 'text', role: 'dimension' },
    region: { type: 'text', role: 'dimension' },
    received: count,
    cleansed: count,
    sent: count,
    responded_successfully: count,
    responded_unsuccessfully: count,
    not_responded: count,
  },
  primaryKey: ['day', 'dealer_ref', 'type'],
  indexes: [{ columns: ['type', 'day'] }, { columns: ['dealer_ref', 'type', 'day'] }, { columns: ['region', 'type', 'day'] }, { columns: ['area_code', 'type', 'day'] }],
});

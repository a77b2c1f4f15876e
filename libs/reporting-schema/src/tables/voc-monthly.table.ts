import { defineReportingTable } from './reporting-table';

/** The keys both VOC roll-ups count by, from ticket_voc rows `t`: month, dealer branch, type, source, car model. */
const TICKET_KEYS = {
  month: { type: 'date', role: 'key', notNull: true, rollup: 't.received_month' },
  dealer_ref: { type: 'uuid', role: 'key', notNull: true, rollup: 't.dealer_ref' },
  type: { type: 'text', role: 'key', notNull: true, rollup: 't.type' },
  source: { type: 'text', role: 'key', notNull: true, rollup: 't.source' },
  car_model: { type: 'text', role: 'key', notNull: true, rollup: 't.car_model' },
} as const;

/** The branch's area and region as its tickets carry them (not keys: a branch has one of each). */
const TICKET_PLACE = {
  area_code: { type: 'text', role: 'dimension', rollup: 'min(t.area_code)' },
  region: { type: 'text', role: 'dimension', rollup: 'min(t.region)' },
} as const;

/** The reads of both: the network, a region, an area or a branch, by type and month. */
const PLACE_INDEXES = [
  { columns: ['type', 'month'] },
  { columns: ['region', 'type', 'month'] },
  { columns: ['area_code', 'type', 'month'] },
  { columns: ['dealer_ref', 'type', 'month'] },
] as const;

/**
 * Tickets per month, dealer, type, source and car model (roll-up of ticket_voc rows `t` not
 * deleted): `tickets` counts those that count (not cancelled), `cancelled` the cancelled ones.
 * Every VOC report's ticket count and the car-model report read it.
 */
export const VOC_MONTHLY = defineReportingTable({
  name: 'voc_monthly',
  columns: {
    ...TICKET_KEYS,
    ...TICKET_PLACE,
    tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE NOT t.cancelled)' },
    cancelled: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*) FILTER (WHERE t.cancelled)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'source', 'car_model'],
  indexes: PLACE_INDEXES,
});

/**
 * Complaints per month, dealer, type, source, car model and category code: how many counted
 * tickets (not cancelled, not deleted) carry the code now. A ticket counts once in each code.
 */
export const VOC_CATEGORY_MONTHLY = defineReportingTable({
  name: 'voc_category_monthly',
  columns: {
    ...TICKET_KEYS,
    category_code: { type: 'text', role: 'key', notNull: true, rollup: 'c.code' },
    category_group: { type: 'text', role: 'dimension', notNull: true, rollup: 'min(left(c.code, 1))' },
    ...TICKET_PLACE,
    complaints: { type: 'integer', role: 'measure', notNull: true, rollup: 'count(*)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'source', 'car_model', 'category_code'],
  indexes: [
    ...PLACE_INDEXES,
    { columns: ['category_group', 'type', 'month'] },
  ],
});

import { defineReportingTable } from './reporting-table';

/*
 * The coarse VOC roll-ups (issue 13, "Speed"): voc_monthly and voc_category_monthly summed again
 * over fewer keys, for the reads that need no car model (per dealer branch) or no branch (per
 * region, area and car model). Each column's `rollup` is an aggregate over rows `m` of the finer
 * roll-up it is derived from, so a region's figures are exactly the sum of its dealers' rows there
 * (area and region as those rows hold them). A report picks the coarsest that has the columns its
 * key, filters and scope use (apps/api voc-reports voc-grain).
 */

/** The keys of the roll-ups per dealer branch (the finer rows' keys but the car model). */
const DEALER_KEYS = {
  month: { type: 'date', role: 'key', notNull: true, rollup: 'm.month' },
  dealer_ref: { type: 'uuid', role: 'key', notNull: true, rollup: 'm.dealer_ref' },
  type: { type: 'text', role: 'key', notNull: true, rollup: 'm.type' },
  source: { type: 'text', role: 'key', notNull: true, rollup: 'm.source' },
} as const;

/** A branch's area and region as its finer rows hold them. */
const DEALER_PLACE = {
  area_code: { type: 'text', role: 'dimension', rollup: 'min(m.area_code)' },
  region: { type: 'text', role: 'dimension', rollup: 'min(m.region)' },
} as const;

/** voc_monthly without the car model: tickets per month, dealer branch, type and source. */
export const VOC_DEALER_MONTHLY = defineReportingTable({
  name: 'voc_dealer_monthly',
  columns: {
    ...DEALER_KEYS,
    ...DEALER_PLACE,
    tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'sum(m.tickets)' },
    cancelled: { type: 'integer', role: 'measure', notNull: true, rollup: 'sum(m.cancelled)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'source'],
  indexes: [{ columns: ['dealer_ref', 'type', 'month'] }],
});

/** voc_category_monthly without the car model: complaints per month, dealer branch, type, source and code. */
export const VOC_DEALER_CATEGORY_MONTHLY = defineReportingTable({
  name: 'voc_dealer_category_monthly',
  columns: {
    ...DEALER_KEYS,
    category_code: { type: 'text', role: 'key', notNull: true, rollup: 'm.category_code' },
    category_group: { type: 'text', role: 'dimension', notNull: true, rollup: 'min(m.category_group)' },
    ...DEALER_PLACE,
    complaints: { type: 'integer', role: 'measure', notNull: true, rollup: 'sum(m.complaints)' },
  },
  primaryKey: ['month', 'dealer_ref', 'type', 'source', 'category_code'],
  indexes: [{ columns: ['dealer_ref', 'type', 'month'] }],
});

/**
 * The VOC projection partition (issue 15, PROJECTION_PARTITIONS) whose dealers a roll-up row
 * without the dealer sums: each partition upserts rows of its own, never another's (no row-lock
 * waits between partitions), and a report sums over partitions as it sums over everything else.
 * No rollup expression: who writes the rows supplies it (apps/worker voc-coarse-rollups). 0 for
 * an unpartitioned projection.
 */
const AREA_PARTITION = { type: 'smallint', role: 'key', notNull: true, default: '0' } as const;

/** The keys of the roll-ups without the branch: region and area ('' for none) in its place. */
const AREA_KEYS = {
  month: { type: 'date', role: 'key', notNull: true, rollup: 'm.month' },
  region: { type: 'text', role: 'key', notNull: true, rollup: `coalesce(m.region, '')` },
  area_code: { type: 'text', role: 'key', notNull: true, rollup: `coalesce(m.area_code, '')` },
  type: { type: 'text', role: 'key', notNull: true, rollup: 'm.type' },
  source: { type: 'text', role: 'key', notNull: true, rollup: 'm.source' },
  car_model: { type: 'text', role: 'key', notNull: true, rollup: 'm.car_model' },
} as const;

/**
 * voc_monthly without the dealer branch: tickets per month, region, area, type, source and car
 * model. Region and area are keys, so a branch without one is kept as '' (readers see null again:
 * apps/api voc-reports voc-grain).
 */
export const VOC_AREA_MONTHLY = defineReportingTable({
  name: 'voc_area_monthly',
  columns: {
    ...AREA_KEYS,
    tickets: { type: 'integer', role: 'measure', notNull: true, rollup: 'sum(m.tickets)' },
    cancelled: { type: 'integer', role: 'measure', notNull: true, rollup: 'sum(m.cancelled)' },
    partition: AREA_PARTITION,
  },
  primaryKey: ['month', 'region', 'area_code', 'type', 'source', 'car_model', 'partition'],
  indexes: [],
});

/** voc_category_monthly without the dealer branch: complaints per month, region, area, type, source, car model and code. */
export const VOC_AREA_CATEGORY_MONTHLY = defineReportingTable({
  name: 'voc_area_category_monthly',
  columns: {
    ...AREA_KEYS,
    category_code: { type: 'text', role: 'key', notNull: true, rollup: 'm.category_code' },
    category_group: { type: 'text', role: 'dimension', notNull: true, rollup: 'min(m.category_group)' },
    complaints: { type: 'integer', role: 'measure', notNull: true, rollup: 'sum(m.complaints)' },
    partition: AREA_PARTITION,
  },
  primaryKey: ['month', 'region', 'area_code', 'type', 'source', 'car_model', 'category_code', 'partition'],
  indexes: [],
});

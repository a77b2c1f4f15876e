/**
 * What the survey day and month tables share: one row per Thai day (or month), dealer and type,
 * with the dealer's area and region as they were, and the same four indexes (by type, dealer,
 * region and area over days or months).
 */
export const SURVEY_DAY_COLUMNS = {
  day: { type: 'date', role: 'key', notNull: true },
  dealer_ref: { type: 'uuid', role: 'key', notNull: true },
  type: { type: 'text', role: 'key', notNull: true },
  area_code: { type: 'text', role: 'dimension' },
  region: { type: 'text', role: 'dimension' },
} as const;

export const SURVEY_DAY_KEY = ['day', 'dealer_ref', 'type'] as const;

export const SURVEY_DAY_INDEXES = [{ columns: ['type', 'day'] }, { columns: ['dealer_ref', 'type', 'day'] }, { columns: ['region', 'type', 'day'] }, { columns: ['area_code', 'type', 'day'] }] as const;

/** The month tables: `month` is the first day of the Thai month. */
export const SURVEY_MONTH_COLUMNS = {
  month: { type: 'date', role: 'key', notNull: true },
  dealer_ref: SURVEY_DAY_COLUMNS.dealer_ref,
  type: SURVEY_DAY_COLUMNS.type,
  area_code: SURVEY_DAY_COLUMNS.area_code,
  region: SURVEY_DAY_COLUMNS.region,
} as const;

export const SURVEY_MONTH_KEY = ['month', 'dealer_ref', 'type'] as const;

export const SURVEY_MONTH_INDEXES = [{ columns: ['type', 'month'] }, { columns: ['dealer_ref', 'type', 'month'] }, { columns: ['region', 'type', 'month'] }, { columns: ['area_code', 'type', 'month'] }] as const;

/** A count that starts at zero. */
export const SURVEY_COUNT = { type: 'integer', role: 'measure', notNull: true, default: '0' } as const;

import { KPI_MONTHLY } from './kpi-monthly.table';
import { defineReportingTable, type ReportingTable } from './reporting-table';
import { VOC_AREA_CATEGORY_MONTHLY, VOC_AREA_MONTHLY, VOC_DEALER_CATEGORY_MONTHLY, VOC_DEALER_MONTHLY } from './voc-coarse-monthly.table';
import { VOC_CATEGORY_MONTHLY, VOC_MONTHLY } from './voc-monthly.table';

/**
 * The months each projection has frozen (issue 13, month-end figures): `frozen_on` is the month's
 * close (libs/domain monthCloseAt), `position` the log position of the first event at or after it,
 * where the projection copied the month's figures aside. A ticket of the month whose KPI row
 * changed at or after that position is a late change.
 */
export const FROZEN_MONTHS = defineReportingTable({
  name: 'frozen_months',
  columns: {
    projection: { type: 'text', role: 'key', notNull: true },
    month: { type: 'date', role: 'key', notNull: true },
    frozen_on: { type: 'timestamptz', role: 'state', notNull: true },
    position: { type: 'bigint', role: 'state', notNull: true },
  },
  primaryKey: ['projection', 'month'],
  indexes: [],
});

/** The frozen copy of a monthly roll-up: the same columns and key, written once per month at its close. */
function frozenCopyOf<T extends ReportingTable>(table: T): T {
  return { ...table, name: `${table.name}_frozen`, indexes: [] };
}

/** kpi_monthly of the frozen months, the KPIs judged as of each month's close. */
export const KPI_MONTHLY_FROZEN = frozenCopyOf(KPI_MONTHLY);
/** voc_monthly of the frozen months, as they stood at each month's close. */
export const VOC_MONTHLY_FROZEN = frozenCopyOf(VOC_MONTHLY);
/** voc_category_monthly of the frozen months, as they stood at each month's close. */
export const VOC_CATEGORY_MONTHLY_FROZEN = frozenCopyOf(VOC_CATEGORY_MONTHLY);
/** The coarse VOC roll-ups of the frozen months, summed from the frozen copies above. */
export const VOC_DEALER_MONTHLY_FROZEN = frozenCopyOf(VOC_DEALER_MONTHLY);
export const VOC_DEALER_CATEGORY_MONTHLY_FROZEN = frozenCopyOf(VOC_DEALER_CATEGORY_MONTHLY);
export const VOC_AREA_MONTHLY_FROZEN = frozenCopyOf(VOC_AREA_MONTHLY);
export const VOC_AREA_CATEGORY_MONTHLY_FROZEN = frozenCopyOf(VOC_AREA_CATEGORY_MONTHLY);

/**
 * What a report reads instead of a live roll-up: the frozen copy for the months `projection` has
 * frozen and the live rows for every other month, as a subquery with the roll-up's columns.
 */
export function finalRollupSql(schema: string, live: ReportingTable, frozen: ReportingTable, projection: 'tickets' | 'voc'): string {
  const columns = Object.keys(live.columns).join(', ');
  const frozenMonth = `SELECT 1 FROM ${schema}.${FROZEN_MONTHS.name} f WHERE f.projection = '${projection}' AND f.month = m.month`;
  return `(SELECT ${columns} FROM ${schema}.${live.name} m WHERE NOT EXISTS (${frozenMonth})
    UNION ALL SELECT ${columns} FROM ${schema}.${frozen.name} m WHERE EXISTS (${frozenMonth}))`;
}

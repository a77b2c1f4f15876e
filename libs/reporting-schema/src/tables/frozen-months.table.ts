import { KPI_MONTHLY } from './kpi-monthly.table';
import { PROJECTION_CHECKPOINTS } from './projection-checkpoints.table';
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
    /** The partition that froze its own tickets' figures of the month (0 for one not partitioned). */
    partition: { type: 'smallint', role: 'key', notNull: true, default: '0' },
  },
  primaryKey: ['projection', 'month', 'partition'],
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
 * The months `projection` has frozen, as a subquery of one column `month`: those every partition
 * of the projection recorded (as many frozen_months rows as it has checkpoint rows). While one
 * partition is still behind a month's crossing the month is live for the reports, never frozen
 * for some dealers and live for others. `frozen_on` and `position` are the same in every
 * partition's row (the crossing is one point of the log).
 */
export function frozenMonthsSql(schema: string, projection: string): string {
  // A feed name of the projections' registry, written into the SQL: never anything else.
  if (!/^[a-z_]+$/.test(projection)) throw new Error(`not a projection feed name: ${projection}`);
  return `SELECT f.month, min(f.frozen_on) AS frozen_on, min(f.position) AS position FROM ${schema}.${FROZEN_MONTHS.name} f WHERE f.projection = '${projection}'
    GROUP BY f.month HAVING count(*) = (SELECT count(*) FROM ${schema}.${PROJECTION_CHECKPOINTS.name} c WHERE c.projection = '${projection}')`;
}

/**
 * What a report reads instead of a live roll-up: the frozen copy for the months `projection` has
 * frozen (in every partition, frozenMonthsSql) and the live rows for every other month, as a
 * subquery with the roll-up's columns.
 */
export function finalRollupSql(schema: string, live: ReportingTable, frozen: ReportingTable, projection: 'tickets' | 'voc'): string {
  const columns = Object.keys(live.columns).join(', ');
  const frozenMonths = `SELECT fm.month FROM (${frozenMonthsSql(schema, projection)}) fm`;
  return `(SELECT ${columns} FROM ${schema}.${live.name} m WHERE m.month NOT IN (${frozenMonths})
    UNION ALL SELECT ${columns} FROM ${schema}.${frozen.name} m WHERE m.month IN (${frozenMonths}))`;
}

/**
 * The months each voice source is final in: (source, month, frozen_on, position) of the months the
 * ticket log's voice projection froze (source 'ticket') and the survey log's (source 'survey').
 */
export function frozenVoiceMonthsSql(schema: string): string {
  return `SELECT 'ticket' AS source, v.month, v.frozen_on, v.position FROM (${frozenMonthsSql(schema, 'voice')}) v
    UNION ALL SELECT 'survey' AS source, s.month, s.frozen_on, s.position FROM (${frozenMonthsSql(schema, 'voice_surveys')}) s`;
}

/** What a voice read reads instead of a live roll-up: each source's frozen months from the frozen copy, the rest live. */
export function finalVoiceRollupSql(schema: string, live: ReportingTable, frozen: ReportingTable): string {
  const columns = Object.keys(live.columns).join(', ');
  const final = `SELECT fv.source, fv.month FROM (${frozenVoiceMonthsSql(schema)}) fv`;
  return `(SELECT ${columns} FROM ${schema}.${live.name} m WHERE (m.source, m.month) NOT IN (${final})
    UNION ALL SELECT ${columns} FROM ${schema}.${frozen.name} m WHERE (m.source, m.month) IN (${final}))`;
}

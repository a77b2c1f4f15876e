import { KPI_MONTHLY } from './kpi-monthly.table';
import { defineReportingTable, type ReportingTable } from './reporting-table';
import { TICKET_KPI } from './ticket-kpi.table';
import { TICKET_VOC } from './ticket-voc.table';
import { VOC_CATEGORY_MONTHLY, VOC_MONTHLY } from './voc-monthly.table';

/**
 * What a frozen month's figures read of each of its tickets at the close (issue 31, late changes:
 * libs/domain late-changes): written by the projection when it freezes the month, in the order it
 * applies the events, from the same rows it rolls up into the frozen copy (the KPIs judged as of
 * the close). A ticket of a frozen month whose figures now differ from these (or that has none
 * here: it came in after the close) is a late change. `figures` is the JSON object of
 * ticketFiguresSql; a deleted ticket is counted in no figure and has no row.
 */
export const FROZEN_TICKET_FIGURES = defineReportingTable({
  name: 'frozen_ticket_figures',
  columns: {
    projection: { type: 'text', role: 'key', notNull: true },
    ticket_id: { type: 'uuid', role: 'key', notNull: true },
    month: { type: 'date', role: 'dimension', notNull: true },
    figures: { type: 'text', role: 'state', notNull: true },
  },
  primaryKey: ['projection', 'ticket_id'],
  indexes: [],
});

/** The projections that freeze per-ticket figures: their per-ticket rows. */
export const FIGURE_ROWS = { tickets: TICKET_KPI, voc: TICKET_VOC } as const;
export type FigureProjection = keyof typeof FIGURE_ROWS;

/** The per-ticket columns (`t.<column>`) the roll-ups' aggregates read. */
function columnsReadBy(rollups: readonly ReportingTable[]): string[] {
  const read = new Set<string>();
  for (const table of rollups) {
    for (const column of Object.values(table.columns)) {
      for (const match of (column.rollup ?? '').matchAll(/\bt\.([a-z_][a-z0-9_]*)/g)) read.add(match[1]);
    }
  }
  return [...read].sort();
}

/**
 * The per-ticket columns each projection's frozen figures read (libs/domain ticketFigures'
 * fields): whatever its roll-ups aggregate, so a KPI added to the roll-up is a figure here too.
 * The VOC category roll-up counts the ticket's categories (unnested, not `t.`).
 */
export const FIGURE_COLUMNS: Readonly<Record<FigureProjection, readonly string[]>> = {
  tickets: columnsReadBy([KPI_MONTHLY]),
  voc: [...columnsReadBy([VOC_MONTHLY, VOC_CATEGORY_MONTHLY]), 'categories'].sort(),
};

/**
 * What the figures read of the per-ticket row `alias` as SQL (jsonb): an object of the figure
 * columns, lists sorted (compared as sets), NULL for a deleted ticket (libs/domain ticketFigures).
 * Two of these compare with IS DISTINCT FROM as libs/domain isLateChange compares (jsonb numbers by
 * value, objects by key).
 */
export function ticketFiguresSql(projection: FigureProjection, alias: string): string {
  const table: ReportingTable = FIGURE_ROWS[projection];
  const value = (column: string) =>
    table.columns[column]?.type.endsWith('[]') ? `to_jsonb(ARRAY(SELECT v FROM unnest(${alias}.${column}) v ORDER BY v))` : `${alias}.${column}`;
  const pairs = FIGURE_COLUMNS[projection].map((column) => `'${column}', ${value(column)}`).join(', ');
  return `(CASE WHEN ${alias}.deleted THEN NULL ELSE jsonb_build_object(${pairs}) END)`;
}

/**
 * Records the figures of `projection`'s per-ticket rows `alias` selected by `from` (a FROM … WHERE
 * over the per-ticket table, alias `alias`): the tickets of months being frozen, as they count at
 * the close. A deleted ticket has none.
 */
export function insertFrozenFiguresSql(schema: string, projection: FigureProjection, alias: string, from: string): string {
  return `INSERT INTO ${schema}.${FROZEN_TICKET_FIGURES.name} (projection, ticket_id, month, figures)
    SELECT '${projection}', ${alias}.ticket_id, ${alias}.received_month, ${ticketFiguresSql(projection, alias)}::text ${from} AND NOT ${alias}.deleted
    ON CONFLICT (projection, ticket_id) DO NOTHING`;
}

/**
 * A condition on the per-ticket row `alias` of a frozen month: its figures are not those recorded
 * at the close (libs/domain isLateChange: a figure only one side has, null on the other, is no
 * change, so a figure column added to the roll-ups later does not make every frozen ticket late).
 */
export function lateChangeSql(schema: string, projection: FigureProjection, alias: string): string {
  return `jsonb_strip_nulls((SELECT s.figures::jsonb FROM ${schema}.${FROZEN_TICKET_FIGURES.name} s WHERE s.projection = '${projection}' AND s.ticket_id = ${alias}.ticket_id)) IS DISTINCT FROM jsonb_strip_nulls(${ticketFiguresSql(projection, alias)})`;
}

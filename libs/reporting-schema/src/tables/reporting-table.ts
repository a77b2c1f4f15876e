/**
 * A reporting table defined once: its columns (SQL type, null or not, default, role), primary key
 * and indexes. From the definition come its DDL (for the rebuild's shadow schema and for new
 * migrations), the projector's read and upsert statements, the readers' column lists and the
 * row type, so a column added here is checked everywhere it is used.
 */

/** The SQL types reporting columns use, and the value a row field holds as the projector keeps it. */
export interface ReportingSqlTypes {
  uuid: string;
  text: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** ISO 8601 text */
  timestamptz: string;
  boolean: boolean;
  integer: number;
  smallint: number;
  /** as text: beyond 2^53 it would lose digits */
  bigint: string;
  xid8: string;
  numeric: number;
  'integer[]': number[];
  'text[]': string[];
}
export type ReportingSqlType = keyof ReportingSqlTypes;

/**
 * key: part of the primary key (a dimension the table is grouped by); dimension: describes the
 * key (area, region), replaced on write; measure: a count or sum the projector adds to or
 * replaces; state: any other per-row value.
 */
export type ColumnRole = 'key' | 'dimension' | 'measure' | 'state';

export interface ColumnSpec {
  type: ReportingSqlType;
  role: ColumnRole;
  notNull?: boolean;
  /** SQL default expression. */
  default?: string;
  /** numeric(precision, scale) */
  precision?: readonly [number, number];
  /** In a roll-up table: the SQL aggregate over the source rows that fills the column. */
  rollup?: string;
}

export interface IndexSpec {
  /** Columns, or expressions (a GIN index's `to_tsvector('simple', search_text)`). */
  columns: readonly string[];
  where?: string;
  /** The index method when not a B-tree: GIN for arrays and full-text search. */
  using?: 'gin';
}

export interface ReportingTable<C extends Record<string, ColumnSpec> = Record<string, ColumnSpec>> {
  name: string;
  columns: C;
  primaryKey: readonly string[];
  indexes: readonly IndexSpec[];
  /**
   * Percent of each heap page filled by inserts (PostgreSQL's fillfactor; 100 when absent). A
   * counts table whose rows the projector adds to over and over keeps room so that an update
   * stays on its page (a HOT update: its measures are in no index), instead of a new entry in
   * every index of the table.
   */
  fillfactor?: number;
}

type FieldOf<S extends ColumnSpec> = S['notNull'] extends true ? ReportingSqlTypes[S['type']] : ReportingSqlTypes[S['type']] | null;

/** A row of the table as the projector keeps it (dates and times as text, counts as numbers). */
export type RowOf<T extends ReportingTable> = { -readonly [K in keyof T['columns'] & string]: FieldOf<T['columns'][K]> };

/** The column names of a table with the given role. */
export type ColumnsWithRole<T extends ReportingTable, R extends ColumnRole> = {
  [K in keyof T['columns'] & string]: T['columns'][K]['role'] extends R ? K : never;
}[keyof T['columns'] & string];

/** Declares a table; `const` keeps the column names and types literal for RowOf. */
export function defineReportingTable<const C extends Record<string, ColumnSpec>>(table: {
  name: string;
  columns: C;
  primaryKey: readonly (keyof C & string)[];
  indexes: readonly IndexSpec[];
  fillfactor?: number;
}): ReportingTable<C> {
  return table;
}

/** A roll-up column's aggregate expression; a column without one is a definition error. */
export function rollupSql(table: ReportingTable, column: string): string {
  const rollup = table.columns[column]?.rollup;
  if (!rollup) throw new Error(`${table.name}.${column} has no rollup expression in its definition`);
  return rollup;
}

export function columnNames<T extends ReportingTable>(table: T): Array<keyof T['columns'] & string> {
  return Object.keys(table.columns) as Array<keyof T['columns'] & string>;
}

export function columnsWithRole<T extends ReportingTable, R extends ColumnRole>(table: T, role: R): Array<ColumnsWithRole<T, R>> {
  return columnNames(table).filter((name) => table.columns[name].role === role) as Array<ColumnsWithRole<T, R>>;
}

/** The column's SQL type as its DDL declares it (numeric with its precision): what a value is cast to, to compare it as stored. */
export function sqlTypeOf(column: ColumnSpec): string {
  return column.type === 'numeric' && column.precision ? `numeric(${column.precision[0]}, ${column.precision[1]})` : column.type;
}

function columnDdl(name: string, column: ColumnSpec): string {
  return `${name} ${sqlTypeOf(column)}${column.notNull ? ' NOT NULL' : ''}${column.default !== undefined ? ` DEFAULT ${column.default}` : ''}`;
}

/** CREATE TABLE and its CREATE INDEX statements in `schema` (index names left to PostgreSQL). */
export function createTableSql(schema: string, table: ReportingTable): string[] {
  const lines = [...Object.entries(table.columns).map(([name, column]) => columnDdl(name, column)), `PRIMARY KEY (${table.primaryKey.join(', ')})`];
  return [
    `CREATE TABLE ${schema}.${table.name} (\n  ${lines.join(',\n  ')}\n)${table.fillfactor ? ` WITH (fillfactor = ${table.fillfactor})` : ''}`,
    ...table.indexes.map((index) => `CREATE INDEX ON ${schema}.${table.name}${index.using ? ` USING ${index.using}` : ''} (${index.columns.join(', ')})${index.where ? ` WHERE ${index.where}` : ''}`),
  ];
}

/** For a new migration: ALTER TABLE … ADD COLUMN for columns added to a definition. */
export function addColumnsSql(schema: string, table: ReportingTable, columns: readonly string[]): string[] {
  return columns.map((name) => {
    const column = table.columns[name];
    if (!column) throw new Error(`${table.name} has no column ${name} in its definition`);
    return `ALTER TABLE ${schema}.${table.name} ADD COLUMN ${columnDdl(name, column)}`;
  });
}

/** `name type, …` for jsonb_to_recordset(…) AS r(…): how JSON rows are read back as the table's columns. */
export function recordTypeSql(table: ReportingTable, columns: readonly string[] = Object.keys(table.columns)): string {
  return columns.map((name) => `${name} ${table.columns[name].type}`).join(', ');
}

/** How the projector reads a column back: times as ISO text, dates as YYYY-MM-DD, numerics as numbers, bigints as text. */
function projectorReadOf(name: string, column: ColumnSpec): string {
  switch (column.type) {
    case 'timestamptz':
      return `to_json(${name}) #>> '{}' AS ${name}`;
    case 'date':
      return `to_char(${name}, 'YYYY-MM-DD') AS ${name}`;
    case 'numeric':
      return `${name}::float8 AS ${name}`;
    case 'bigint':
    case 'xid8':
      return `${name}::text AS ${name}`;
    default:
      return name;
  }
}

/** The SELECT list that reads whole rows as RowOf<table>. */
export function projectorSelectSql(table: ReportingTable): string {
  return Object.entries(table.columns)
    .map(([name, column]) => projectorReadOf(name, column))
    .join(', ');
}

/**
 * Writes rows given as one JSON array ($1) in one statement. Rows whose key exists are replaced
 * (`replace`: every column but the key) or have their measures added (`add`: measures summed,
 * everything else kept as the first write left it).
 */
export function upsertFromJsonSql(schema: string, table: ReportingTable, mode: 'replace' | 'add'): string {
  const columns = Object.keys(table.columns);
  const others = columns.filter((name) => !table.primaryKey.includes(name));
  const qualified = `${schema}.${table.name}`;
  const set =
    mode === 'replace'
      ? others.map((name) => `${name} = excluded.${name}`).join(', ')
      : others
          .filter((name) => table.columns[name].role === 'measure')
          .map((name) => `${name} = ${qualified}.${name} + excluded.${name}`)
          .join(', ');
  return `INSERT INTO ${qualified} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${recordTypeSql(table)})
     ON CONFLICT (${table.primaryKey.join(', ')}) DO UPDATE SET ${set}`;
}

/** `sum(c) AS c, …` over the given columns (of table alias `from`, cast to `cast`), for readers of a roll-up. */
export function sumsSql(columns: readonly string[], options: { from?: string; cast?: 'int' } = {}): string {
  const source = (name: string) => (options.from ? `${options.from}.${name}` : name);
  return columns.map((name) => `sum(${source(name)})${options.cast ? `::${options.cast}` : ''} AS ${name}`).join(', ');
}

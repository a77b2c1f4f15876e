import type { SqlParams } from './sql-params';

/** Which column holds each field of a record (fields in camelCase, columns in snake_case). */
export type ColumnMap<R> = { readonly [K in keyof R]-?: string };

/** `alias.column AS "prefixField", …`: rows come back shaped as the record (prefix for a joined one). */
export function selectColumns<R>(map: ColumnMap<R>, alias: string, prefix = ''): string {
  return (Object.entries(map) as Array<[string, string]>).map(([field, column]) => `${alias}.${column} AS "${prefix}${field}"`).join(', ');
}

/** The joined record a row carries under `prefix` (see selectColumns), or null when its id is null (no row joined). */
export function joinedRecord<R>(row: Record<string, unknown>, map: ColumnMap<R>, prefix: string, idField: keyof R): R | null {
  if (row[`${prefix}${String(idField)}`] === null || row[`${prefix}${String(idField)}`] === undefined) return null;
  const record: Record<string, unknown> = {};
  for (const field of Object.keys(map)) {
    record[field] = row[`${prefix}${field}`];
    delete row[`${prefix}${field}`];
  }
  return record as R;
}

/** `(columns) VALUES (params)` for the fields given (undefined ones left to the column default). */
export function insertValues<R>(map: ColumnMap<R>, values: Partial<R>, params: SqlParams): string {
  const fields = (Object.keys(values) as Array<keyof R>).filter((field) => values[field] !== undefined && field in map);
  return `(${fields.map((field) => map[field]).join(', ')}) VALUES (${fields.map((field) => params.add(jsonable(values[field]))).join(', ')})`;
}

/** `column = param, …` for the fields given. */
export function setValues<R>(map: ColumnMap<R>, values: Partial<R>, params: SqlParams): string {
  const fields = (Object.keys(values) as Array<keyof R>).filter((field) => values[field] !== undefined && field in map);
  return fields.map((field) => `${map[field]} = ${params.add(jsonable(values[field]))}`).join(', ');
}

/** Objects (jsonb columns) go to PostgreSQL as JSON text; everything else as it is. */
function jsonable(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

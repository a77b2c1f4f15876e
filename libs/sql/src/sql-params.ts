/** Collects positional parameters while a query is put together: add(v) answers "$n". */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The rows of an UPDATE/DELETE ... RETURNING through TypeORM's query(), which answers those
 * commands as [rows, affected count] and every other command as rows.
 */
export function returnedRows<T>(result: unknown): T[] {
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? (result[0] as T[]) : (result as T[]);
}

/**
 * Column-wise sum of grouped rows, their key dropped. A report's groups split the same rows, so
 * its total is their sum: one query fewer than asking the database again.
 */
export function sumRows<T extends { key?: string }>(rows: readonly T[]): Omit<T, 'key'> {
  const total: Record<string, number> = {};
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) if (column !== 'key') total[column] = (total[column] ?? 0) + Number(value ?? 0);
  }
  return total as Omit<T, 'key'>;
}

/**
 * The fields of a form that differ from what it was opened with (top-level, compared by value).
 * The draft of a form over a record (a ticket, a plan) keeps only these, so restoring it puts the
 * user's own changes back over the record as it is now, not an old copy of every field over
 * what others saved meanwhile.
 */
export function changedValues<T extends object>(opened: T, values: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const field of Object.keys(values) as Array<keyof T>) {
    if (JSON.stringify(values[field]) !== JSON.stringify(opened[field])) changed[field] = values[field];
  }
  return changed;
}

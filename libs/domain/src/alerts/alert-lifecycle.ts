/**
 * An alert's life: raised once per rule, place and period while its condition holds; resolved by
 * itself when the figure recovers; re-opened (not sent again) if the condition comes back in the
 * same period; closed by a user with a note, after which the evaluation leaves it alone.
 */
export type AlertStatus = 'open' | 'resolved' | 'closed';

export interface StoredAlert {
  key: string;
  status: AlertStatus;
}

export interface AlertChanges {
  /** New alerts: raise and send. */
  raise: string[];
  /** Resolved alerts whose condition is back: open again, not sent again. */
  reopen: string[];
  /** Open alerts whose condition no longer holds: resolved. */
  resolve: string[];
  /** Open alerts still holding: their figure is refreshed. */
  refresh: string[];
}

/**
 * What one evaluation changes, from the alerts stored for the periods evaluated and the keys whose
 * condition holds now. Running it again on its own result changes nothing (no storm).
 */
export function reconcileAlerts(stored: readonly StoredAlert[], holding: readonly string[]): AlertChanges {
  const byKey = new Map(stored.map((a) => [a.key, a.status]));
  const holds = new Set(holding);
  const changes: AlertChanges = { raise: [], reopen: [], resolve: [], refresh: [] };
  for (const key of holds) {
    const status = byKey.get(key);
    if (status === undefined) changes.raise.push(key);
    else if (status === 'resolved') changes.reopen.push(key);
    else if (status === 'open') changes.refresh.push(key);
  }
  for (const [key, status] of byKey) {
    if (status === 'open' && !holds.has(key)) changes.resolve.push(key);
  }
  return changes;
}

/** The one key of an alert: rule, place, ticket type and period. */
export function alertKey(ruleId: string, scopeLevel: string, scopeId: string, type: string, period: string): string {
  return [ruleId, scopeLevel, scopeId, type, period].join('|');
}

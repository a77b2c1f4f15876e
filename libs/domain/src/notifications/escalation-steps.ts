import type { NotificationPurpose } from './notification-kinds';

/** After a deadline is breached, the region manager is told when it is still unmet this much later. */
export const REGION_ESCALATION_AFTER_HOURS = 24;

/**
 * A deadline breached longer ago than this is not escalated any more: a sweep that did not run for
 * two days (or a first start over old data) does not flood managers with stale escalations.
 */
export const ESCALATION_LOOKBACK_HOURS = 48;

const HOUR = 3600_000;

/**
 * The deadlines the dealer answers for, which remind and escalate: first contact (KPI2a),
 * solution (KPI3) and completion (KPI4a). The satisfaction check (KPI5a) is head office's own
 * closed-loop verification: no dealer is reminded of it, no manager escalated to.
 */
export const ESCALATED_KPIS: readonly string[] = ['kpi2a', 'kpi3', 'kpi4a'];

/**
 * What a ticket's next KPI deadline calls for now (each sent once per ticket and deadline, the
 * idempotency key sees to it):
 *   due_soon  → remind the branch (deadline_reminder)
 *   breached  → the area manager (escalation_area), and the region manager once the deadline has
 *               stayed unmet REGION_ESCALATION_AFTER_HOURS (escalation_region)
 * A breach is not also "reminded": the reminder is for before. Breaches older than
 * ESCALATION_LOOKBACK_HOURS call for nothing.
 */
export function escalationSteps(state: 'on_time' | 'due_soon' | 'breached' | 'done', due: Date, now: Date, kpi = 'kpi2a'): NotificationPurpose[] {
  if (!ESCALATED_KPIS.includes(kpi)) return [];
  if (state === 'due_soon') return ['deadline_reminder'];
  if (state !== 'breached') return [];
  const late = now.getTime() - due.getTime();
  if (late < 0 || late > ESCALATION_LOOKBACK_HOURS * HOUR) return [];
  return late >= REGION_ESCALATION_AFTER_HOURS * HOUR ? ['escalation_area', 'escalation_region'] : ['escalation_area'];
}

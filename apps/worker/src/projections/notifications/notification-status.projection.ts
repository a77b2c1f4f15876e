import { NOTIFICATION_STATUS, projectorSelectSql, upsertFromJsonSql } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import type { TicketEvent } from '@voc/events';
import { evolveNotificationStatus, isNotificationEvent, type NotificationStatusState } from './notification-status.evolve';

/** Applies a batch's notification events to reporting.notification_status (the caller's transaction). */
export async function applyNotificationStatus(manager: SqlRunner, schema: string, events: readonly TicketEvent[]): Promise<void> {
  const notices = events.filter(isNotificationEvent);
  if (notices.length === 0) return;
  const ids = [...new Set(notices.map((e) => e.payload.notification_id))];
  const rows = await manager.query<NotificationStatusState[]>(
    `SELECT ${projectorSelectSql(NOTIFICATION_STATUS)} FROM ${schema}.${NOTIFICATION_STATUS.name} WHERE notification_id = ANY($1::uuid[])`,
    [ids],
  );
  const states = new Map(rows.map((row) => [row.notification_id, row]));
  const changed = new Map<string, NotificationStatusState>();
  for (const event of notices) {
    const before = states.get(event.payload.notification_id);
    const next = evolveNotificationStatus(before, event);
    if (!next || next === before) continue;
    states.set(next.notification_id, next);
    changed.set(next.notification_id, next);
  }
  if (changed.size) await manager.query(upsertFromJsonSql(schema, NOTIFICATION_STATUS, 'replace'), [JSON.stringify([...changed.values()])]);
}

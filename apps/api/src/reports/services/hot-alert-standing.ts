import type { TicketStatus } from '@voc/domain';
import { OLDEST_AGE_BUCKET } from '../repositories/ticket-kpi.repository';

export interface StandingCount {
  dealer_id: string;
  status: TicketStatus;
  /** The age bucket of open tickets; null for completed (B) and cancelled (D) ones. */
  bucket: string | null;
  n: string;
}

const CLOSED: readonly string[] = ['B', 'D'];

/**
 * Tickets per dealer, status and (open ones) age bucket, from the tickets per dealer and status
 * (the status roll-up) and the recent open ones bucketed per ticket: a dealer's open tickets of a
 * status that are not recent are in the oldest bucket.
 */
export function standingCounts(
  byStatus: ReadonlyArray<{ dealer_id: string; status: TicketStatus; n: string }>,
  recentOpen: ReadonlyArray<{ dealer_id: string; status: TicketStatus; bucket: string; n: string }>,
): StandingCount[] {
  const counts: StandingCount[] = [];
  for (const row of byStatus) {
    if (CLOSED.includes(row.status)) {
      counts.push({ ...row, bucket: null });
      continue;
    }
    const recent = recentOpen.filter((r) => r.dealer_id === row.dealer_id && r.status === row.status);
    const old = Number(row.n) - recent.reduce((n, r) => n + Number(r.n), 0);
    counts.push(...recent);
    if (old > 0) counts.push({ dealer_id: row.dealer_id, status: row.status, bucket: OLDEST_AGE_BUCKET, n: String(old) });
  }
  return counts;
}

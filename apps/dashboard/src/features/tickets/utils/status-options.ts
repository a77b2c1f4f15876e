import { EDIT_STATUS_OPTIONS, FINAL_STATUSES, STATUS_RANK, type TicketStatus } from '@voc/domain';

const rank = (status: TicketStatus) => (status === 'D' ? Number.MAX_SAFE_INTEGER : STATUS_RANK[status]);

/**
 * The statuses the status control shows: the edit list of SPEC.md §4 (W, C, S, T, B) plus any move
 * the server offers this user beyond it (I, R), in workflow order. The server decides every move;
 * a status it does not offer is still sent when chosen, and its refusal explains why not.
 */
export function statusControlOptions(nextStatuses: readonly TicketStatus[]): TicketStatus[] {
  return [...new Set([...EDIT_STATUS_OPTIONS, ...nextStatuses])].filter((status) => status !== 'D').sort((a, b) => rank(a) - rank(b));
}

/** A completed or cancelled ticket keeps its status. */
export function isFinalStatus(status: TicketStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** The message key of a refused status change or edit (422/403 answers), if that is what failed. */
export function refusalMessageOf(error: unknown): string | null {
  const body = (error as { data?: { error?: { name?: unknown; message?: unknown } } } | undefined)?.data?.error;
  if (!body || typeof body.message !== 'string') return null;
  return body.name === 'StatusChangeRefused' || body.name === 'TicketLocked' ? body.message : null;
}

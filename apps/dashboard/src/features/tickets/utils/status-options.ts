import { FINAL_STATUSES, STATUS_RANK, type TicketStatus } from '@voc/domain';

const rank = (status: TicketStatus) => (status === 'D' ? Number.MAX_SAFE_INTEGER : STATUS_RANK[status]);

/**
 * The statuses the status control offers: exactly the moves the server allows this user from the
 * ticket's status (libs/domain nextStatuses, through the ticket's `allowed`), in workflow order.
 * Cancel (D) has its own dialog with a reason. A refusal can then only come from a race (someone
 * moved the ticket first), and it is shown in the user's language.
 */
export function statusControlOptions(nextStatuses: readonly TicketStatus[]): TicketStatus[] {
  return [...new Set(nextStatuses)].filter((status) => status !== 'D').sort((a, b) => rank(a) - rank(b));
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

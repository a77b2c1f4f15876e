import type { TicketStatus } from '../tickets/ticket-status';

/**
 * Who held a ticket's time (KPI4a and KPI4), so a dealer is not blamed for head office's wait.
 * Two figures per ticket, in calendar days (as KPI4's days to close), two decimals:
 *
 * - days to proposal: from receipt to the first time the dealer's solution was sent for approval
 *   (the first entry into status T);
 * - approval wait: the days the ticket stood in status T, waiting for head office: every stay,
 *   from entering T to leaving it (approved T → B, sent back T → R, cancelled T → D). When T is
 *   entered twice (T → R → S → T → B) both stays count and the rework between them is the
 *   dealer's time.
 *
 * Both are decided only once the ticket is completed (B) after passing through T; a ticket
 * completed without ever reaching T (an import that arrived completed) has neither, and an open
 * or cancelled ticket has neither yet. The rest of KPI4's days (days to close - approval wait) is
 * the dealer's.
 */
export interface ApprovalTrack {
  /** First entry into T (the proposal sent for approval), ISO text; null before. */
  proposalAt: string | null;
  /** When the current stay in T began; null while the ticket is not in T. */
  approvalSince: string | null;
  /** Seconds spent in T by stays that have ended. */
  approvalWaitSeconds: number;
}

export const NO_APPROVAL_TRACK: ApprovalTrack = { proposalAt: null, approvalSince: null, approvalWaitSeconds: 0 };

/** The track after the ticket moved to `to` at `at` (ISO text); any move out of T ends the stay. */
export function trackApproval(track: ApprovalTrack, to: TicketStatus, at: string): ApprovalTrack {
  const next = { ...track };
  if (next.approvalSince && to !== 'T') {
    next.approvalWaitSeconds += Math.max(0, (Date.parse(at) - Date.parse(next.approvalSince)) / 1000);
    next.approvalSince = null;
  }
  if (to === 'T' && !next.approvalSince) {
    next.approvalSince = at;
    if (!next.proposalAt) next.proposalAt = at;
  }
  return next;
}

export interface HeldTime {
  /** Days from receipt to the first proposal sent for approval; null until decided. */
  toProposalDays: number | null;
  /** Days waiting for approval (all stays in T); null until decided. */
  approvalWaitDays: number | null;
}

const DAY_SECONDS = 24 * 3600;
const days = (seconds: number) => Math.round((seconds / DAY_SECONDS) * 100) / 100;

/** The two figures of a ticket received at `receivedAt` and completed at `closedAt` (null: not completed). */
export function heldTime(receivedAt: string, closedAt: string | null, track: ApprovalTrack): HeldTime {
  if (!closedAt || !track.proposalAt) return { toProposalDays: null, approvalWaitDays: null };
  return {
    toProposalDays: days(Math.max(0, (Date.parse(track.proposalAt) - Date.parse(receivedAt)) / 1000)),
    approvalWaitDays: days(track.approvalWaitSeconds),
  };
}

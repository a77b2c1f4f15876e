import type { TicketStatus } from '../../tickets/ticket-status';
import { heldTime, NO_APPROVAL_TRACK, trackApproval } from '../held-time';

const received = '2026-03-01T00:00:00.000Z';
const day = (d: number) => new Date(Date.parse(received) + d * 24 * 3600_000).toISOString();

/** Moves (status, day after receipt) applied in order, then the figures. */
function figures(moves: ReadonlyArray<readonly [TicketStatus, number]>) {
  const track = moves.reduce((t, [to, d]) => trackApproval(t, to, day(d)), NO_APPROVAL_TRACK);
  const closed = moves.find(([to]) => to === 'B');
  return heldTime(received, closed ? day(closed[1]) : null, track);
}

describe('who held the time (KPI4a, KPI4)', () => {
  it.each<[string, ReadonlyArray<readonly [TicketStatus, number]>, number | null, number | null]>([
    ['straight through: proposal on day 2, approved on day 5', [['C', 0.5], ['S', 1], ['T', 2], ['B', 5]], 2, 3],
    ['through I before T', [['C', 0.5], ['S', 1], ['I', 1.5], ['T', 3], ['B', 3.25]], 3, 0.25],
    ['T entered twice: both stays are waiting, the rework between is the dealer', [['C', 0.5], ['S', 1], ['T', 2], ['R', 3], ['S', 4], ['T', 4.5], ['B', 6]], 2, 2.5],
    ['B without T (imported completed): neither', [['B', 4]], null, null],
    ['still waiting for approval: not decided yet', [['C', 0.5], ['S', 1], ['T', 2]], null, null],
    ['sent back and cancelled: not completed, neither', [['C', 0.5], ['S', 1], ['T', 2], ['R', 3], ['D', 4]], null, null],
    ['a repeated T (no move out) is one stay', [['S', 1], ['T', 2], ['T', 3], ['B', 4]], 2, 2],
  ])('%s', (_name, moves, toProposal, wait) => {
    expect(figures(moves)).toEqual({ toProposalDays: toProposal, approvalWaitDays: wait });
  });

  it('the dealer held the rest of the days to close', () => {
    const moves = [['C', 0.5], ['S', 1], ['T', 2], ['R', 3], ['S', 4], ['T', 4.5], ['B', 6]] as const;
    const { approvalWaitDays } = figures(moves);
    expect(6 - (approvalWaitDays ?? 0)).toBe(3.5);
  });
});

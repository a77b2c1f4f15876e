import { USER_TYPES, type UserType } from '../../users/user-types';
import { noPermissions, type PermissionFlags } from '../../users/permissions';
import { checkTransition, nextStatuses, STATUS_REFUSALS, type StatusActor } from '../status-transitions';
import { TICKET_STATUSES, type TicketStatus } from '../ticket-status';

const actor = (type: UserType, permission: Partial<PermissionFlags> = {}): StatusActor => ({ type, permission: { ...noPermissions(), ...permission } });
const csnApprover = actor('csn', { ticket_validation: true });

/**
 * Every pair of statuses for an actor who may make every move: the expected answer, written out
 * in full. Rows are "from", columns are "to" in the order W C S I T R B D.
 *   ok = allowed, same/prev/skip/final/reason = the refusal.
 */
const EXPECTED: Record<TicketStatus, string[]> = {
  //     W        C        S        I        T        R        B        D
  W: ['same', 'ok', 'skip', 'skip', 'skip', 'skip', 'skip', 'reason'],
  C: ['prev', 'same', 'ok', 'skip', 'skip', 'skip', 'skip', 'reason'],
  S: ['prev', 'prev', 'same', 'ok', 'ok', 'skip', 'skip', 'reason'],
  I: ['prev', 'prev', 'prev', 'same', 'ok', 'skip', 'skip', 'reason'],
  T: ['prev', 'prev', 'prev', 'prev', 'same', 'ok', 'ok', 'reason'],
  R: ['prev', 'prev', 'ok', 'prev', 'prev', 'same', 'skip', 'reason'],
  B: ['prev', 'prev', 'prev', 'prev', 'prev', 'prev', 'same', 'final'],
  D: ['final', 'final', 'final', 'final', 'final', 'final', 'final', 'same'],
};

const ANSWERS: Record<string, string> = {
  same: STATUS_REFUSALS.same,
  prev: STATUS_REFUSALS.previous,
  skip: STATUS_REFUSALS.skip,
  final: STATUS_REFUSALS.final,
  reason: STATUS_REFUSALS.cancelNeedsReason,
};

const pairs = TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.map((to, i) => [from, to, EXPECTED[from][i]] as const));

describe('checkTransition: every pair of statuses', () => {
  it.each(pairs)('%s → %s is %s', (from, to, expected) => {
    const answer = checkTransition(from, to, csnApprover);
    if (expected === 'ok') expect(answer).toEqual({ ok: true, kind: expect.any(String) });
    else expect(answer).toEqual({ ok: false, refusal: ANSWERS[expected] });
  });

  it.each(['W', 'C', 'S', 'I', 'T', 'R'] as const)('cancel from %s is allowed through cancel with a reason', (from) => {
    expect(checkTransition(from, 'D', csnApprover, true)).toEqual({ ok: true, kind: 'cancel' });
  });

  it.each(['B', 'D'] as const)('cancel from %s is refused', (from) => {
    expect(checkTransition(from, 'D', csnApprover, true).ok).toBe(false);
  });
});

describe('checkTransition: who may make each move, every user type', () => {
  // [type, work moves, approve moves without permission, approve with ticket_validation, cancel without permission]
  const table: Array<[UserType, boolean, boolean, boolean, boolean]> = [
    ['nissan', true, false, true, true],
    ['nml', false, false, true, false],
    ['region_manager', false, false, true, false],
    ['area_manager', true, false, true, false],
    ['csn', true, false, true, true],
    ['callcenter', true, false, true, true],
    ['dealer', true, false, false, false],
    ['external', false, false, false, false],
  ];

  it('covers every user type', () => {
    expect(table.map(([t]) => t).sort()).toEqual([...USER_TYPES].sort());
  });

  const WORK: Array<[TicketStatus, TicketStatus]> = [['W', 'C'], ['C', 'S'], ['S', 'T'], ['S', 'I'], ['I', 'T'], ['R', 'S']];
  const APPROVE: Array<[TicketStatus, TicketStatus]> = [['T', 'B'], ['T', 'R']];

  it.each(table)('%s', (type, work, approveWithout, approveWith, cancelWithout) => {
    const plain = actor(type);
    const validator = actor(type, { ticket_validation: true });
    for (const [from, to] of WORK) expect(checkTransition(from, to, plain).ok).toBe(work);
    for (const [from, to] of APPROVE) {
      expect(checkTransition(from, to, plain).ok).toBe(approveWithout);
      expect(checkTransition(from, to, validator).ok).toBe(approveWith);
    }
    expect(checkTransition('C', 'D', plain, true).ok).toBe(cancelWithout);
    const refused = checkTransition('T', 'B', plain);
    if (!refused.ok) expect(refused.refusal).toBe(STATUS_REFUSALS.notAllowed);
  });
});

describe('nextStatuses', () => {
  it.each([
    ['W', actor('dealer'), ['C']],
    ['S', actor('dealer'), ['I', 'T']],
    ['T', actor('dealer'), []],
    ['T', csnApprover, ['R', 'B']],
    ['R', actor('dealer'), ['S']],
    ['B', csnApprover, []],
    ['W', actor('external'), []],
  ] as const)('from %s for %o', (from, who, expected) => {
    expect(nextStatuses(from, who)).toEqual(expected);
  });
});

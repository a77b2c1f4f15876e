import { TICKET_STATUSES, USER_TYPES, nextStatuses, noPermissions, type TicketStatus } from '@voc/domain';
import { isFinalStatus, refusalMessageOf, statusControlOptions } from '../status-options';

describe('status control', () => {
  it.each<[string, TicketStatus[], TicketStatus[]]>([
    ['nothing when no move is allowed', [], []],
    ['only the allowed move, never a later status to skip to', ['C'], ['C']],
    ['a waiting step in workflow order', ['T', 'I'], ['I', 'T']],
    ['a new-solution request for an approver', ['B', 'R'], ['R', 'B']],
    ['never cancel, which has its own dialog', ['D'], []],
  ])('offers %s', (_case, next, expected) => {
    expect(statusControlOptions(next)).toEqual(expected);
  });

  // The control offers exactly what the server's rule allows, for every status and role.
  it.each(TICKET_STATUSES.flatMap((from) => USER_TYPES.flatMap((type) => [false, true].map((validation) => [from, type, validation] as const))))(
    'from %s, %s (ticket_validation %s): the moves of nextStatuses and no other',
    (from, type, validation) => {
      const allowed = nextStatuses(from, { type, permission: { ...noPermissions(), ticket_validation: validation } });
      expect(statusControlOptions(allowed)).toEqual(allowed);
    },
  );

  it('treats completed and cancelled tickets as final', () => {
    expect((['W', 'C', 'S', 'I', 'T', 'R', 'B', 'D'] as TicketStatus[]).filter(isFinalStatus)).toEqual(['B', 'D']);
  });

  it.each<[string, unknown, string | null]>([
    ['a refused status change', { status: 422, data: { error: { name: 'StatusChangeRefused', message: 'errors.status.skip' } } }, 'errors.status.skip'],
    ['a move the user may not make', { status: 403, data: { error: { name: 'StatusChangeRefused', message: 'errors.status.notAllowed' } } }, 'errors.status.notAllowed'],
    ['a locked ticket', { status: 422, data: { error: { name: 'TicketLocked', message: 'errors.ticket.completedLocked' } } }, 'errors.ticket.completedLocked'],
    ['another failure', { status: 400, data: { error: { name: 'ValidationError', message: 'errors.validation' } } }, null],
    ['no answer', { status: 'FETCH_ERROR', error: 'TypeError' }, null],
  ])('reads the refusal of %s', (_case, error, expected) => {
    expect(refusalMessageOf(error)).toBe(expected);
  });
});

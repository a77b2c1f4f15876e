import type { TicketStatus } from '@voc/domain';
import { isFinalStatus, refusalMessageOf, statusControlOptions } from '../status-options';

describe('status control', () => {
  it.each<[string, TicketStatus[], TicketStatus[]]>([
    ['the edit list when no move is offered', [], ['W', 'C', 'S', 'T', 'B']],
    ['the edit list when the offered move is in it', ['C'], ['W', 'C', 'S', 'T', 'B']],
    ['a waiting step in workflow order', ['T', 'I'], ['W', 'C', 'S', 'I', 'T', 'B']],
    ['a new-solution request for an approver', ['B', 'R'], ['W', 'C', 'S', 'T', 'R', 'B']],
    ['never cancel, which has its own dialog', ['D'], ['W', 'C', 'S', 'T', 'B']],
  ])('offers %s', (_case, next, expected) => {
    expect(statusControlOptions(next)).toEqual(expected);
  });

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

import { callcenterOutcome } from '../callcenter-outcomes';

describe('the outcome a call-centre ticket counts under', () => {
  it.each([
    ['new', { status: 'W', cancelled: false, deleted: false }, 'W'],
    ['waiting for action', { status: 'I', cancelled: false, deleted: false }, 'I'],
    ['completed', { status: 'B', cancelled: false, deleted: false }, 'B'],
    ['cancelled from S', { status: 'D', cancelled: true, deleted: false }, 'D'],
    ['cancelled, status not yet D in the row', { status: 'S', cancelled: true, deleted: false }, 'D'],
    ['deleted', { status: 'C', cancelled: false, deleted: true }, null],
    ['an unknown status', { status: 'Z', cancelled: false, deleted: false }, null],
  ])('%s → %p', (_name, ticket, outcome) => {
    expect(callcenterOutcome(ticket)).toBe(outcome);
  });
});

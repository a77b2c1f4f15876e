import { notifiedRange, notifyMeasuresOf } from '../notify-report-measures';

/** state, ever accepted → requested, sent, delivered, failed. */
const CASES: Array<[Parameters<typeof notifyMeasuresOf>[0], boolean, [number, number, number, number]]> = [
  ['requested', false, [1, 0, 0, 0]], // still owed
  ['sent', true, [1, 1, 0, 0]],
  ['delivered', true, [1, 1, 1, 0]],
  ['delivered', false, [1, 1, 1, 0]], // a receipt before the sent record still proves it was sent
  ['failed', false, [1, 0, 0, 1]], // refused when sending
  ['failed', true, [1, 1, 0, 1]], // accepted, then a failed receipt
];

describe('notifyMeasuresOf', () => {
  it.each(CASES)('%s (accepted: %s) counts %j', (state, sent, [requested, s, delivered, failed]) => {
    expect(notifyMeasuresOf(state, sent)).toEqual({ requested, sent: s, delivered, failed });
  });
});

describe('notifiedRange', () => {
  it('covers whole Thai days, both ends included', () => {
    expect(notifiedRange('2026-11-01', '2026-11-30')).toEqual({ start: new Date('2026-10-31T17:00:00Z'), end: new Date('2026-11-30T17:00:00Z') });
    expect(notifiedRange('2026-12-31', '2026-12-31')).toEqual({ start: new Date('2026-12-30T17:00:00Z'), end: new Date('2026-12-31T17:00:00Z') });
  });
});

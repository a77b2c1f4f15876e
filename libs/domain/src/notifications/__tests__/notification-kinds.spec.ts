import { nextNotificationState, type NotificationState } from '../notification-kinds';

/** current state, reported state, the state that results. */
const CASES: Array<[NotificationState, Exclude<NotificationState, 'requested'>, NotificationState]> = [
  ['requested', 'sent', 'sent'],
  ['requested', 'failed', 'failed'],
  ['requested', 'delivered', 'delivered'],
  ['sent', 'delivered', 'delivered'],
  ['sent', 'failed', 'failed'],
  ['sent', 'sent', 'sent'],
  ['delivered', 'failed', 'delivered'],
  ['delivered', 'sent', 'delivered'],
  ['failed', 'delivered', 'failed'],
  ['failed', 'sent', 'failed'],
];

describe('nextNotificationState', () => {
  it.each(CASES)('%s + %s → %s', (current, reported, expected) => {
    expect(nextNotificationState(current, reported)).toBe(expected);
  });
});

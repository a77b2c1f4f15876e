import { escalationSteps } from '../escalation-steps';

const due = new Date('2026-11-25T00:00:00Z');
const at = (hoursAfterDue: number) => new Date(due.getTime() + hoursAfterDue * 3600_000);

/** state, hours after the deadline, the steps it calls for. */
const CASES: Array<[Parameters<typeof escalationSteps>[0], number, string[]]> = [
  ['on_time', -10, []],
  ['due_soon', -2, ['deadline_reminder']],
  ['breached', 0.01, ['escalation_area']],
  ['breached', 23.99, ['escalation_area']],
  ['breached', 24, ['escalation_area', 'escalation_region']],
  ['breached', 47.9, ['escalation_area', 'escalation_region']],
  ['breached', 48.1, []],
  ['breached', -1, []],
  ['done', 5, []],
];

describe('escalationSteps', () => {
  it.each(CASES)('%s, %s h after the deadline: %j', (state, hours, expected) => {
    expect(escalationSteps(state, due, at(hours))).toEqual(expected);
  });

  it.each([
    ['kpi2a', ['escalation_area']],
    ['kpi3', ['escalation_area']],
    ['kpi4a', ['escalation_area']],
    ['kpi5a', []], // head office's own check: no dealer reminder, no escalation
  ])('%s breached an hour ago: %j', (kpi, expected) => {
    expect(escalationSteps('breached', due, at(1), kpi)).toEqual(expected);
    expect(escalationSteps('due_soon', due, at(-1), kpi)).toEqual(kpi === 'kpi5a' ? [] : ['deadline_reminder']);
  });
});

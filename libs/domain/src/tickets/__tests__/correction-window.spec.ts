import { noPermissions } from '../../users/permissions';
import { EDIT_REFUSALS, editRefusal } from '../correction-window';

const hours = (h: number) => h * 3600_000;
const completedAt = new Date('2026-01-10T08:00:00Z');
const at = (afterHours: number) => new Date(completedAt.getTime() + hours(afterHours));
const plain = noPermissions();
const closedEditor = { ...plain, ticket_validation_closed_edit: true };

describe('editRefusal (72-hour correction window)', () => {
  it.each([
    ['open ticket', 'S', null, at(1000), plain, null],
    ['completed 1 h ago', 'B', completedAt, at(1), plain, null],
    ['completed exactly 72 h ago', 'B', completedAt, at(72), plain, null],
    ['completed 72 h + 1 ms ago', 'B', completedAt, new Date(at(72).getTime() + 1), plain, EDIT_REFUSALS.completedLocked],
    ['completed long ago, closed-edit permission', 'B', completedAt, at(500), closedEditor, null],
    ['cancelled', 'D', null, at(0), closedEditor, EDIT_REFUSALS.cancelled],
  ] as const)('%s', (_name, status, completed, now, permission, expected) => {
    expect(editRefusal(status, completed, now, permission)).toBe(expected);
  });
});

import { completeWorkingHours, dayHoursProblem } from '../working-hours-rule';

describe('dayHoursProblem', () => {
  it.each([
    [null, null, null],
    ['08:00', '17:00', null],
    ['00:00', '23:59', null],
    ['08:00', null, 'incomplete'],
    [null, '17:00', 'incomplete'],
    ['8:00', '17:00', 'format'],
    ['08:00', '24:00', 'format'],
    ['08:60', '17:00', 'format'],
    ['17:00', '17:00', 'order'],
    ['17:00', '08:00', 'order'],
  ] as const)('open %s close %s', (open, close, expected) => {
    expect(dayHoursProblem({ open, close })).toBe(expected);
  });
});

describe('completeWorkingHours', () => {
  it('reads missing days as closed', () => {
    expect(completeWorkingHours({ saturday: { open: '09:00', close: '12:00' } })).toEqual({
      monday_to_friday: { open: null, close: null },
      saturday: { open: '09:00', close: '12:00' },
      sunday: { open: null, close: null },
    });
    expect(completeWorkingHours(null).sunday).toEqual({ open: null, close: null });
  });
});

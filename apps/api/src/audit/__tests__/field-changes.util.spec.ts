import { createdChanges, fieldChanges, flattenFields } from '../utils/field-changes.util';

describe('audit field changes', () => {
  it('flattens nested fields to dotted names', () => {
    expect(flattenFields({ a: 1, group: { showroom: true, service: false }, hours: { sat: { open: '08:00', close: null } }, none: undefined })).toEqual({
      a: 1,
      'group.showroom': true,
      'group.service': false,
      'hours.sat.open': '08:00',
      'hours.sat.close': null,
      none: null,
    });
  });

  it('names only the fields that differ, with before and after', () => {
    expect(fieldChanges({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: false, d: 'new' })).toEqual({
      b: { from: 'x', to: 'y' },
      c: { from: null, to: false },
      d: { from: null, to: 'new' },
    });
  });

  it('records every value of a new record', () => {
    expect(createdChanges({ a: 1, b: null })).toEqual({ a: { from: null, to: 1 } });
  });
});

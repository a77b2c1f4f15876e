import { USER_TYPES, type UserType } from '../../users/user-types';
import { DEALER_EDITORS, DEALER_READERS, USER_MANAGERS, dealerReadScope, ownAccessChanges } from '../master-data-access';

describe('master data access', () => {
  const table: Array<[UserType, boolean, boolean, boolean]> = [
    // type, manages users, reads dealers, edits dealers
    ['nissan', false, true, true],
    ['nml', false, true, false],
    ['region_manager', false, true, false],
    ['area_manager', false, true, false],
    ['csn', true, true, true],
    ['callcenter', false, true, false],
    ['dealer', false, true, false],
    ['external', false, false, false],
  ];

  it('covers every user type', () => {
    expect(table.map(([type]) => type).sort()).toEqual([...USER_TYPES].sort());
  });

  it.each(table)('%s: users %s, dealers read %s, dealers write %s', (type, users, read, write) => {
    expect([USER_MANAGERS.includes(type), DEALER_READERS.includes(type), DEALER_EDITORS.includes(type)]).toEqual([users, read, write]);
  });

  it('limits dealer staff to their own branch', () => {
    expect(dealerReadScope({ type: 'dealer', dealerRef: 'd-1' })).toEqual({ kind: 'own', dealerRef: 'd-1' });
    expect(dealerReadScope({ type: 'dealer', dealerRef: null })).toEqual({ kind: 'none' });
    expect(dealerReadScope({ type: 'external', dealerRef: null })).toEqual({ kind: 'none' });
    expect(dealerReadScope({ type: 'area_manager', dealerRef: null })).toEqual({ kind: 'all' });
  });

  it('names the changes that touch one own access', () => {
    expect(ownAccessChanges(['first_name', 'permission.bp_report', 'type', 'group.service', 'active_flag', 'mobile', 'typeface'])).toEqual([
      'permission.bp_report',
      'type',
      'group.service',
      'active_flag',
    ]);
  });
});

// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { TFunction } from 'i18next';
import { USER_HISTORY_ORDER, userFieldLabel, userValueText } from '../user-history-fields';

/** Answers the key itself, so the tests read which text is looked up. */
const t = ((key: string) => key) as unknown as TFunction;

const DEALER = { _id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b', dealer_code: 'D0005', dealer_name: 'ก', dealer_name_en: 'A', branch_name: 'ข', branch_name_en: 'B' };

describe('user history labels', () => {
  it.each([
    ['first_name', 'users.field.first_name'],
    ['password', 'users.field.password'],
    ['group.showroom', 'users.field.group · userGroup.showroom'],
    ['permission.bp_report', 'users.field.permission · permission.bp_report'],
    ['permission.superuser', 'permission.superuser'],
    ['password_hash', 'password_hash'],
  ])('%s → %s', (field, expected) => {
    expect(userFieldLabel(t, field)).toBe(expected);
  });

  it.each<[string, string | number | boolean | null, string | undefined]>([
    ['active_flag', 0, 'activeFlag.0'],
    ['active_flag', 1, 'activeFlag.1'],
    ['type', 'region_manager', 'userType.region_manager'],
    ['type', 'boss', undefined],
    ['dealer_service_region', 'Region4', 'REGION 4'],
    ['dealer', DEALER._id, 'D0005'],
    ['dealer', '00000000-0000-4000-8000-000000000000', undefined],
    ['permission.bp_report', true, undefined],
    ['mobile', null, undefined],
  ])('%s = %p reads %p', (field, value, expected) => {
    expect(userValueText(t, field, value, DEALER)).toBe(expected);
  });

  it('lists groups and permissions after the account fields', () => {
    expect(USER_HISTORY_ORDER.indexOf('service_area_code')).toBeLessThan(USER_HISTORY_ORDER.indexOf('group.showroom'));
    expect(USER_HISTORY_ORDER.slice(-4)).toEqual(['permission.ticket_validation', 'permission.ticket_validation_closed_edit', 'permission.bp_dashboard', 'permission.bp_report']);
  });
});

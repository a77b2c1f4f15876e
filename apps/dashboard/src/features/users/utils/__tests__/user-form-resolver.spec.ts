// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import type { DealerLookupItem } from '../../../../lib/dealers/dealer-lookup-api';
import { type UserFormMode, type UserFormValues, blankUserFormValues } from '../user-form-values';
import { userFormResolver } from '../user-form-resolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<UserFormValues>;

const DEALER: DealerLookupItem = {
  _id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
  dealer_code: 'D0005',
  dealer_name: 'นิสสัน สยาม',
  dealer_name_en: 'Nissan Siam',
  branch_name: 'บางนา',
  branch_name_en: 'Bang Na',
  placement: { dealer_sales_region: 'Region2', dealer_service_region: 'Region2', sale_area_code: 'R2-1', service_area_code: 'R2-4' },
};

const staff = (change: Partial<UserFormValues> = {}): UserFormValues => ({
  ...blankUserFormValues(),
  type: 'nml',
  first_name: 'วิชัย',
  last_name: 'ทดลองดี',
  email: 'wichai@demo.local',
  password: 'Strong-pass-1',
  ...change,
});

const dealerStaff = (change: Partial<UserFormValues> = {}): UserFormValues => ({
  ...blankUserFormValues(DEALER),
  first_name: 'ดาว',
  last_name: 'ใจดี',
  passport_id: 'PX000501',
  password: 'Strong-pass-1',
  ...change,
});

async function messages(values: UserFormValues, mode: UserFormMode = 'create'): Promise<Record<string, string | undefined>> {
  const { errors } = await userFormResolver(mode)(values, undefined, OPTIONS);
  return Object.fromEntries(Object.entries(errors as FieldErrors<UserFormValues>).map(([field, error]) => [field, (error as { message?: string }).message]));
}

describe('user form checks (the shared DTO and the account rules)', () => {
  it.each<[string, UserFormValues, UserFormMode]>([
    ['a staff account', staff(), 'create'],
    ['dealer staff at their dealer', dealerStaff(), 'create'],
    ['a passport-only dealer account', dealerStaff({ passport_only: true }), 'create'],
    ['an edit that keeps the password', staff({ password: '' }), 'edit'],
    ['an area manager with regions and areas', staff({ type: 'area_manager', dealer_sales_region: 'Region1', sale_area_code: 'R1-4', dealer_service_region: 'Region2', service_area_code: 'R2-4' }), 'create'],
  ])('passes %s', async (_case, values, mode) => {
    expect(await messages(values, mode)).toEqual({});
  });

  it.each<[string, UserFormValues, UserFormMode, Record<string, string>]>([
    ['no type', staff({ type: '' }), 'create', { type: 'errors.field.required' }],
    ['staff without email', staff({ email: ' ' }), 'create', { email: 'errors.field.required' }],
    ['staff without email, on edit too (the account rule)', staff({ email: '', password: '' }), 'edit', { email: 'errors.field.required' }],
    ['an email that is not one', staff({ email: 'not-an-email' }), 'create', { email: 'errors.field.email' }],
    ['no password on create', staff({ password: '' }), 'create', { password: 'errors.field.required' }],
    ['a short password', staff({ password: 'abc1234' }), 'create', { password: 'errors.user.passwordTooShort' }],
    ['a password without a digit', staff({ password: 'abcdxefgh' }), 'create', { password: 'errors.user.weakPassword' }],
    ['the demo password', staff({ password: 'demo1234' }), 'create', { password: 'errors.user.passwordTooCommon' }],
    ['a new password with the email name in it, on edit', staff({ password: 'wichai-2026' }), 'edit', { password: 'errors.user.passwordContainsName' }],
    ['dealer staff without passport id', dealerStaff({ passport_id: '' }), 'create', { passport_id: 'errors.field.required' }],
    ['dealer staff without passport id, on edit too', dealerStaff({ passport_id: '', password: '' }), 'edit', { passport_id: 'errors.field.required' }],
    ['dealer staff without a dealer', { ...dealerStaff(), dealer: null }, 'create', { dealer: 'errors.field.required' }],
    ['a password containing the passport id', dealerStaff({ password: 'x-px000501-1' }), 'create', { password: 'errors.user.passwordContainsName' }],
    ['dealer staff placed elsewhere than their dealer', dealerStaff({ sale_area_code: 'R2-2' }), 'edit', { sale_area_code: 'errors.user.notDealersPlacement' }],
    ['an area manager without areas', staff({ type: 'area_manager', dealer_sales_region: 'Region1', dealer_service_region: 'Region1' }), 'edit', { sale_area_code: 'errors.field.required', service_area_code: 'errors.field.required' }],
    ['an area outside its region', staff({ dealer_sales_region: 'Region1', sale_area_code: 'R3-1' }), 'create', { sale_area_code: 'errors.dealer.areaNotInRegion' }],
    ['a region manager without regions', staff({ type: 'region_manager', password: '' }), 'edit', { dealer_sales_region: 'errors.field.required', dealer_service_region: 'errors.field.required' }],
  ])('names %s', async (_case, values, mode, expected) => {
    expect(await messages(values, mode)).toEqual(expected);
  });
});

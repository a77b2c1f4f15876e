// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { UserView } from '@voc/contracts';
import type { DealerLookupItem } from '../../../../lib/dealers/dealer-lookup-api';
import { type UserFormValues, accountRecordOfForm, blankUserFormValues, userBodyOf, userFormValuesOf, withDealer } from '../user-form-values';

const DEALER: DealerLookupItem = {
  _id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
  dealer_code: 'D0005',
  dealer_name: 'นิสสัน สยาม',
  dealer_name_en: 'Nissan Siam',
  branch_name: 'บางนา',
  branch_name_en: 'Bang Na',
  placement: { dealer_sales_region: 'Region2', dealer_service_region: 'Region2', sale_area_code: 'R2-1', service_area_code: 'R2-4' },
};

const STAFF: UserView = {
  _id: 'b2c3d4e5-0000-4000-8000-000000000001',
  first_name: 'วิชัย',
  last_name: 'ทดลองดี',
  email: 'wichai@demo.local',
  passport_id: null,
  mobile: '0811111111',
  position_title: null,
  active_flag: 1,
  type: 'area_manager',
  group: { showroom: true, service: false },
  permission: { ticket_validation: true, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: true },
  passport_only: false,
  dealer: null,
  dealer_sales_region: 'Region1',
  dealer_service_region: 'Region1',
  sale_area_code: 'R1-1',
  service_area_code: 'R1-2',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const dealerStaff = (change: Partial<UserFormValues> = {}): UserFormValues => ({
  ...blankUserFormValues(DEALER),
  first_name: 'ดาว',
  last_name: 'ใจดี',
  passport_id: 'PX-0005-01',
  password: 'Secret-123',
  ...change,
});

describe('user form values ↔ api body', () => {
  it('starts a new account active, without rights or type', () => {
    expect(blankUserFormValues()).toMatchObject({
      type: '',
      active_flag: '1',
      dealer: null,
      group: { showroom: false, service: false },
      permission: { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
    });
  });

  it('starts dealer staff at a given dealer, in its regions and areas', () => {
    expect(blankUserFormValues(DEALER)).toMatchObject({ type: 'dealer', dealer: DEALER, dealer_sales_region: 'Region2', sale_area_code: 'R2-1', dealer_service_region: 'Region2', service_area_code: 'R2-4' });
  });

  it.each<[string, DealerLookupItem | null, Partial<UserFormValues>]>([
    ['a dealer read from the master brings its placement', DEALER, { dealer_sales_region: 'Region2', service_area_code: 'R2-4' }],
    ['a dealer without a known placement keeps the form as it is', { ...DEALER, placement: null }, { dealer_sales_region: 'Region1', service_area_code: 'R1-2' }],
    ['no dealer keeps the form as it is', null, { dealer_sales_region: 'Region1' }],
  ])('choosing a dealer: %s', (_case, dealer, expected) => {
    const before = { ...userFormValuesOf(STAFF), type: 'dealer' as const };
    expect(withDealer(before, dealer)).toMatchObject({ dealer, ...expected });
  });

  it('fills the edit form from a user, with the password empty', () => {
    expect(userFormValuesOf(STAFF)).toMatchObject({ type: 'area_manager', email: 'wichai@demo.local', passport_id: '', password: '', position_title: '', active_flag: '1', sale_area_code: 'R1-1' });
  });

  it('sends staff without passport id, dealer or passport_only, optional blanks as none', () => {
    const body = userBodyOf({ ...userFormValuesOf(STAFF), mobile: ' ', password: '' }, 'edit');
    expect(body).toEqual({
      type: 'area_manager',
      first_name: 'วิชัย',
      last_name: 'ทดลองดี',
      email: 'wichai@demo.local',
      mobile: null,
      position_title: null,
      active_flag: 1,
      group: { showroom: true, service: false },
      permission: { ticket_validation: true, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: true },
      dealer_sales_region: 'Region1',
      sale_area_code: 'R1-1',
      dealer_service_region: 'Region1',
      service_area_code: 'R1-2',
    });
  });

  it('sends dealer staff with passport id, dealer id, passport_only, and no email as none', () => {
    expect(userBodyOf(dealerStaff({ passport_only: true, active_flag: '0' }), 'create')).toMatchObject({
      type: 'dealer',
      passport_id: 'PX-0005-01',
      dealer: DEALER._id,
      passport_only: true,
      email: null,
      active_flag: 0,
      password: 'Secret-123',
      dealer_sales_region: 'Region2',
      service_area_code: 'R2-4',
    });
  });

  it.each<[string, 'create' | 'edit', string, boolean]>([
    ['create sends the password', 'create', 'Secret-123', true],
    ['create sends even an empty one, for the check to ask for it', 'create', '', true],
    ['edit sends a new password', 'edit', 'Another-g00d', true],
    ['edit leaves a blank password out: it is kept', 'edit', '   ', false],
  ])('password: %s', (_case, mode, password, sent) => {
    const body = userBodyOf(dealerStaff({ password }), mode);
    expect('password' in body).toBe(sent);
    if (sent) expect(body.password).toBe(password);
  });

  it('reads the account for the domain rules; nothing before a type is chosen', () => {
    expect(accountRecordOfForm(dealerStaff())).toEqual({
      type: 'dealer',
      email: null,
      passport_id: 'PX-0005-01',
      dealer: DEALER._id,
      passport_only: false,
      dealer_sales_region: 'Region2',
      dealer_service_region: 'Region2',
      sale_area_code: 'R2-1',
      service_area_code: 'R2-4',
    });
    expect(accountRecordOfForm(blankUserFormValues())).toBeNull();
  });
});

import type { ChangedBy, ChangeHistoryEntry, DealerDetailView, DealerStaffView, DealerView, SignedInDealer, SignedInUser, SignInResult, UserDetailView, UserView, ValueChange } from '@voc/contracts';
import { ACTIVE_FLAGS, DEALER_REGIONS, DEALER_STATUSES, PERMISSIONS, USER_TYPES, WEEKDAY_GROUPS, type DayHours, type GroupFlags } from '@voc/domain';
import { arrayOf, bool, dateTime, described, mapOf, nullable, objectOf, oneOf, optional, recordOf, ref, str, type PropertiesOf } from './schema-builders';

const region = oneOf(DEALER_REGIONS);
const groupFlags = objectOf<GroupFlags>({ showroom: bool, service: bool }, 'The ticket groups the user works on.');
const permissionFlags = recordOf(PERMISSIONS, bool);
const dayHours = objectOf<DayHours>({ open: nullable({ ...str, example: '08:00' }), close: nullable({ ...str, example: '17:00' }) }, 'HH:mm, 24-hour; both null on a closed day.');

const signedInDealer: PropertiesOf<SignedInDealer> = { _id: str, dealer_code: str, dealer_name: str, dealer_name_en: str, branch_name: str, branch_name_en: str };

const auditValue = nullable({ oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] });
const fieldChange = {
  oneOf: [objectOf<ValueChange>({ from: auditValue, to: auditValue }), { type: 'object' as const, properties: { changed: { type: 'boolean' as const, enum: [true] } }, required: ['changed'], description: 'A secret field (the password): only that it changed.' }],
};

const dealerView: PropertiesOf<DealerView> = {
  _id: str,
  dealer_id: described('The dealer company the branch belongs to.', str),
  dealer_code: str,
  dealer_name: str,
  dealer_name_en: str,
  branch_name: str,
  branch_name_en: str,
  status: oneOf(DEALER_STATUSES),
  sale_area_code: nullable(str),
  service_area_code: nullable(str),
  dealer_sales_region: nullable(region),
  dealer_service_region: nullable(region),
  dealer_region: nullable(described('Geographic region (G.BANGKOK, CENTRAL, ...).', str)),
  dealer_province: nullable(str),
  dealer_province_en: nullable(str),
  sale_area_manager_name: nullable(str),
  sale_manager_name: nullable(str),
  service_area_manager_name: nullable(str),
  service_manager_name: nullable(str),
  working_hours: recordOf(WEEKDAY_GROUPS, ref('DayHours')),
  created_at: dateTime,
  updated_at: dateTime,
};

const userView: PropertiesOf<UserView> = {
  _id: str,
  first_name: str,
  last_name: str,
  email: nullable(str),
  passport_id: nullable(str),
  mobile: nullable(str),
  position_title: nullable(str),
  active_flag: oneOf(ACTIVE_FLAGS),
  type: oneOf(USER_TYPES),
  group: ref('GroupFlags'),
  permission: ref('PermissionFlags'),
  passport_only: described("Dealer staff: may sign in with the dealer form's blank password.", bool),
  dealer: nullable(ref('SignedInDealer')),
  dealer_sales_region: nullable(region),
  dealer_service_region: nullable(region),
  sale_area_code: nullable(str),
  service_area_code: nullable(str),
  created_at: dateTime,
  updated_at: dateTime,
};

/** Users, dealers, sign-in and the change history they share. */
export const PEOPLE_ANSWER_SCHEMAS = {
  GroupFlags: groupFlags,
  PermissionFlags: permissionFlags,
  DayHours: dayHours,
  SignedInDealer: objectOf<SignedInDealer>(signedInDealer, 'The dealer branch of a dealer user.'),
  SignedInUser: objectOf<SignedInUser>({
    _id: str,
    first_name: str,
    last_name: str,
    position_title: nullable(str),
    type: oneOf(USER_TYPES),
    group: ref('GroupFlags'),
    permission: ref('PermissionFlags'),
    dealer: nullable(ref('SignedInDealer')),
    email: nullable(str),
    sale_area_code: nullable(str),
    service_area_code: nullable(str),
    dealer_sales_region: nullable(str),
    dealer_service_region: nullable(str),
    must_change_password: described('True when the password was set by someone else: every other call answers 403 until it is changed.', bool),
  }),
  SignInResult: objectOf<SignInResult>({
    token: described('Send as `Authorization: Bearer {token}`.', str),
    token_type: oneOf(['Bearer']),
    user: ref('SignedInUser'),
  }),
  ChangedBy: objectOf<ChangedBy>({ _id: nullable(str), name: described('Their name as it was then.', str) }),
  ChangeHistoryEntry: objectOf<ChangeHistoryEntry>({
    changed_at: dateTime,
    changed_by: ref('ChangedBy'),
    action: oneOf(['created', 'updated', 'submitted', 'returned', 'accepted']),
    changes: described('Each changed field, dotted for nested ones ("permission.bp_report").', mapOf(fieldChange)),
  }),
  DealerView: objectOf<DealerView>(dealerView, 'A dealer branch.'),
  DealerStaffView: objectOf<DealerStaffView>({ _id: str, passport_id: nullable(str), first_name: str, last_name: str, active_flag: oneOf(ACTIVE_FLAGS), passport_only: bool }),
  DealerDetailView: objectOf<DealerDetailView>({
    ...dealerView,
    staff: optional(described('Only for user managers (csn).', arrayOf(ref('DealerStaffView')))),
    history: optional(described('Only for dealer editors (csn, nissan), newest first.', arrayOf(ref('ChangeHistoryEntry')))),
  }),
  UserView: objectOf<UserView>(userView, 'A user; never the password.'),
  UserDetailView: objectOf<UserDetailView>({ ...userView, history: arrayOf(ref('ChangeHistoryEntry')) }),
};


import type { UserView } from '@voc/contracts';
import {
  type AccountRecord,
  type ActiveFlag,
  type DealerRegion,
  type GroupFlags,
  type PermissionFlags,
  type Placement,
  type UserType,
  noPermissions,
  signsInWithPassport,
} from '@voc/domain';
import type { DealerLookupItem } from '../../../lib/dealers/dealer-lookup-api';
import { NO_SALES_SERVICE_AREAS } from '../../../lib/sales-service-areas';

/** The user form's values: boxes hold text, a choice not made is ''. The dealer is the chosen branch. */
export interface UserFormValues {
  type: '' | UserType;
  first_name: string;
  last_name: string;
  email: string;
  passport_id: string;
  /** Write-only: '' on edit keeps the password. */
  password: string;
  mobile: string;
  position_title: string;
  active_flag: '0' | '1';
  group: GroupFlags;
  permission: PermissionFlags;
  dealer: DealerLookupItem | null;
  passport_only: boolean;
  dealer_sales_region: '' | DealerRegion;
  sale_area_code: string;
  dealer_service_region: '' | DealerRegion;
  service_area_code: string;
}

/** What POST and PUT /api/users receive (CreateUserDto / UpdateUserDto). */
export interface UserBody {
  type: UserType | '';
  first_name: string;
  last_name: string;
  email: string | null;
  passport_id?: string;
  dealer?: string | null;
  passport_only?: boolean;
  password?: string;
  mobile: string | null;
  position_title: string | null;
  active_flag: ActiveFlag;
  group: GroupFlags;
  permission: PermissionFlags;
  dealer_sales_region: DealerRegion | null;
  sale_area_code: string | null;
  dealer_service_region: DealerRegion | null;
  service_area_code: string | null;
}

export type UserFormMode = 'create' | 'edit';

/** A blank form for a new account: active, no rights; with a dealer, a dealer-staff account there. */
export function blankUserFormValues(dealer: DealerLookupItem | null = null): UserFormValues {
  const blank: UserFormValues = {
    type: '',
    first_name: '',
    last_name: '',
    email: '',
    passport_id: '',
    password: '',
    mobile: '',
    position_title: '',
    active_flag: '1',
    group: { showroom: false, service: false },
    permission: noPermissions(),
    dealer: null,
    passport_only: false,
    ...NO_SALES_SERVICE_AREAS,
  };
  return dealer ? withDealer({ ...blank, type: 'dealer' }, dealer) : blank;
}

/** The edit form filled from a user; the password box starts empty (it is never answered). */
export function userFormValuesOf(user: UserView): UserFormValues {
  return {
    type: user.type,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    passport_id: user.passport_id ?? '',
    password: '',
    mobile: user.mobile ?? '',
    position_title: user.position_title ?? '',
    active_flag: user.active_flag === 1 ? '1' : '0',
    group: { ...user.group },
    permission: { ...noPermissions(), ...user.permission },
    dealer: user.dealer ? { ...user.dealer, placement: null } : null,
    passport_only: user.passport_only,
    dealer_sales_region: user.dealer_sales_region ?? '',
    sale_area_code: user.sale_area_code ?? '',
    dealer_service_region: user.dealer_service_region ?? '',
    service_area_code: user.service_area_code ?? '',
  };
}

/**
 * Dealer staff carry their dealer's regions and areas (the api refuses others): choosing a dealer
 * copies them, once the dealer master has answered them.
 */
export function withDealer(values: UserFormValues, dealer: DealerLookupItem | null): UserFormValues {
  const next = { ...values, dealer };
  const placement = dealer?.placement;
  if (!placement) return next;
  return {
    ...next,
    dealer_sales_region: (placement.dealer_sales_region as DealerRegion | null) ?? '',
    sale_area_code: placement.sale_area_code ?? '',
    dealer_service_region: (placement.dealer_service_region as DealerRegion | null) ?? '',
    service_area_code: placement.service_area_code ?? '',
  };
}

export function isDealerStaff(values: Pick<UserFormValues, 'type'>): boolean {
  return values.type !== '' && signsInWithPassport(values.type);
}

const orNull = (value: string) => value.trim() || null;

/**
 * The body of POST /api/users or PUT /api/users/{_id}. Dealer staff send passport id, dealer and
 * passport_only; staff send none of them (the api drops them when an account leaves the dealer
 * type). The password goes on create, and on edit only when a new one is typed.
 */
export function userBodyOf(values: UserFormValues, mode: UserFormMode): UserBody {
  const body: UserBody = {
    type: values.type,
    first_name: values.first_name,
    last_name: values.last_name,
    email: orNull(values.email),
    mobile: orNull(values.mobile),
    position_title: orNull(values.position_title),
    active_flag: values.active_flag === '1' ? 1 : 0,
    group: { ...values.group },
    permission: { ...values.permission },
    dealer_sales_region: values.dealer_sales_region || null,
    sale_area_code: values.sale_area_code || null,
    dealer_service_region: values.dealer_service_region || null,
    service_area_code: values.service_area_code || null,
  };
  if (isDealerStaff(values)) {
    body.passport_id = values.passport_id;
    body.dealer = values.dealer?._id ?? null;
    body.passport_only = values.passport_only;
  }
  if (mode === 'create' || values.password.trim() !== '') body.password = values.password;
  return body;
}

/** The account as the domain's account rules read it (libs/domain accountProblems); null before a type is chosen. */
export function accountRecordOfForm(values: UserFormValues): AccountRecord | null {
  if (values.type === '') return null;
  const body = userBodyOf(values, 'edit');
  return {
    type: values.type,
    email: body.email,
    passport_id: body.passport_id?.trim() || null,
    dealer: body.dealer ?? null,
    passport_only: body.passport_only ?? false,
    dealer_sales_region: body.dealer_sales_region,
    dealer_service_region: body.dealer_service_region,
    sale_area_code: body.sale_area_code,
    service_area_code: body.service_area_code,
  };
}

/** The chosen dealer's regions and areas, when known (a dealer read from the master). */
export function dealerPlacementOf(values: UserFormValues): Placement | null {
  return isDealerStaff(values) ? (values.dealer?.placement ?? null) : null;
}

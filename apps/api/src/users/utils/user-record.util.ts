import { ACCOUNT_PROBLEM_KEYS, PASSWORD_PROBLEM_KEYS, USER_ERRORS, type CreateUserDto, type FieldErrorDetail, type UpdateUserDto } from '@voc/contracts';
import { accountProblems, noPermissions, passwordProblem, signsInWithPassport } from '@voc/domain';
import type { DealerRecord, UserRecord } from '@voc/persistence';
import type { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { placementOf } from '../../dealers/mappers/dealer-view.mapper';
import { accountRecordOf } from '../mappers/user-view.mapper';

/**
 * The user after applying a create or edit body: a field left out keeps its current value (for
 * create, the defaults), a field sent replaces it, group and permission flag by flag. Leaving the
 * dealer type drops what only dealer staff have, unless the body sends it (then it is refused).
 * Returns a detached copy; the password is handled apart.
 */
export function applyUserBody(current: UserRecord | null, body: CreateUserDto | UpdateUserDto): UserRecord {
  const next: UserRecord = {
    ...(current ?? ({ passportOnly: false, groupShowroom: false, groupService: false, permission: noPermissions(), email: null, passportId: null, dealerRef: null } as UserRecord)),
  };
  const set = <K extends keyof UserRecord>(key: K, value: UserRecord[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  set('firstName', body.first_name);
  set('lastName', body.last_name);
  set('email', body.email);
  set('passportId', body.passport_id);
  set('dealerRef', body.dealer);
  set('mobile', body.mobile);
  set('positionTitle', body.position_title);
  set('activeFlag', body.active_flag);
  set('type', body.type);
  set('dealerSalesRegion', body.dealer_sales_region);
  set('dealerServiceRegion', body.dealer_service_region);
  set('saleAreaCode', body.sale_area_code);
  set('serviceAreaCode', body.service_area_code);
  set('passportOnly', body.passport_only);
  set('groupShowroom', body.group?.showroom);
  set('groupService', body.group?.service);
  next.permission = { ...noPermissions(), ...next.permission, ...definedOnly(body.permission ?? {}) };
  if (!signsInWithPassport(next.type)) {
    if (body.passport_id === undefined) next.passportId = null;
    if (body.dealer === undefined) next.dealerRef = null;
    if (body.passport_only === undefined) next.passportOnly = false;
  }
  for (const key of ['mobile', 'positionTitle', 'dealerSalesRegion', 'dealerServiceRegion', 'saleAreaCode', 'serviceAreaCode'] as const) {
    if (next[key] === undefined) next[key] = null;
  }
  return next;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The dealer an account names, if it exists. */
export function dealerOf(dealers: Pick<DealersRepository, 'findById'>, user: UserRecord): Promise<DealerRecord | null> {
  return user.dealerRef ? dealers.findById(user.dealerRef) : Promise.resolve(null);
}

/** Dealer staff carry their dealer's regions and areas: those not given are taken from it. */
export function fillDealerPlacement(user: UserRecord, dealer: DealerRecord | null): void {
  if (!dealer || !signsInWithPassport(user.type)) return;
  user.dealerSalesRegion ??= dealer.dealerSalesRegion;
  user.dealerServiceRegion ??= dealer.dealerServiceRegion;
  user.saleAreaCode ??= dealer.saleAreaCode;
  user.serviceAreaCode ??= dealer.serviceAreaCode;
}

/** Staff moved to another dealer take the new dealer's regions and areas, unless the body names them. */
export function forgetOldDealerPlacement(next: UserRecord, current: UserRecord, body: UpdateUserDto): void {
  if (next.dealerRef === current.dealerRef) return;
  if (body.dealer_sales_region === undefined) next.dealerSalesRegion = null;
  if (body.dealer_service_region === undefined) next.dealerServiceRegion = null;
  if (body.sale_area_code === undefined) next.saleAreaCode = null;
  if (body.service_area_code === undefined) next.serviceAreaCode = null;
}

/**
 * What is wrong with the account as a whole (SPEC.md §5, the rules of CreateUserDto): fields its
 * type needs or may not have, areas outside their regions, a dealer that does not exist or whose
 * regions differ, and a new password against the account's own email and passport id.
 */
export function userProblems(user: UserRecord, dealer: DealerRecord | null, newPassword: string | null): FieldErrorDetail[] {
  const details: FieldErrorDetail[] = [];
  if (user.dealerRef && !dealer) details.push({ field: 'dealer', message: USER_ERRORS.dealerUnknown });
  for (const { field, problem } of accountProblems(accountRecordOf(user), dealer && placementOf(dealer))) {
    details.push({ field, message: ACCOUNT_PROBLEM_KEYS[problem] });
  }
  const problem = newPassword === null ? null : passwordProblem(newPassword, { email: user.email, passportId: user.passportId });
  if (problem) details.push({ field: 'password', message: PASSWORD_PROBLEM_KEYS[problem] });
  return details;
}

/** The stored columns of a user, for an insert or update (the dealer and fixed columns left out). */
export function userColumns(user: UserRecord): Omit<UserRecord, 'id' | 'createdAt' | 'updatedAt' | 'dealer'> {
  const { id: _id, createdAt: _created, updatedAt: _updated, dealer: _dealer, ...columns } = user;
  return columns;
}

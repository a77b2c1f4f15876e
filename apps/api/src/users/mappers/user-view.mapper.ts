import type { UserView } from '@voc/contracts';
import { noPermissions, type AccountRecord } from '@voc/domain';
import type { UserRecord } from '@voc/persistence';
import { dealerLabelOf } from '../../common/mappers/dealer-branch-label.mapper';
import { flattenFields, type AuditedFields } from '../../audit/utils/field-changes.util';

/** A user's fields as the answers name them, without the password hash, ever. */
export function userFields(user: UserRecord) {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    passport_id: user.passportId,
    mobile: user.mobile,
    position_title: user.positionTitle,
    active_flag: user.activeFlag,
    type: user.type,
    group: { showroom: user.groupShowroom, service: user.groupService },
    permission: { ...noPermissions(), ...user.permission },
    passport_only: user.passportOnly,
    dealer_sales_region: user.dealerSalesRegion,
    dealer_service_region: user.dealerServiceRegion,
    sale_area_code: user.saleAreaCode,
    service_area_code: user.serviceAreaCode,
  };
}

/** `user.dealer` must be loaded for the dealer's names. */
export function toUserView(user: UserRecord): UserView {
  const dealer = user.dealer ?? null;
  return {
    _id: user.id,
    ...userFields(user),
    dealer: dealer && dealerLabelOf(dealer),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** What the audit log compares: the answer's fields, the dealer as its id. No password. */
export function auditedUserFields(user: UserRecord): AuditedFields {
  return flattenFields({ ...userFields(user), dealer: user.dealerRef });
}

export function accountRecordOf(user: UserRecord): AccountRecord {
  return {
    type: user.type,
    email: user.email,
    passport_id: user.passportId,
    dealer: user.dealerRef,
    passport_only: user.passportOnly,
    dealer_sales_region: user.dealerSalesRegion,
    dealer_service_region: user.dealerServiceRegion,
    sale_area_code: user.saleAreaCode,
    service_area_code: user.serviceAreaCode,
  };
}

import type { SignedInUser } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { principalOfUser, type UserRecord } from '@voc/persistence';
import { dealerLabelOf } from '../../common/mappers/dealer-branch-label.mapper';

/** The user shape of SPEC.md §3 "Signed-in user" (never the password hash). */
export function toSignedInUser(user: UserRecord): SignedInUser {
  const dealer = user.dealer ?? null;
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    position_title: user.positionTitle,
    type: user.type,
    group: { showroom: user.groupShowroom, service: user.groupService },
    permission: user.permission,
    email: user.email,
    sale_area_code: user.saleAreaCode,
    service_area_code: user.serviceAreaCode,
    dealer_sales_region: user.dealerSalesRegion,
    dealer_service_region: user.dealerServiceRegion,
    must_change_password: user.mustChangePassword,
    dealer: dealer && dealerLabelOf(dealer),
  };
}

/** The principal a signed-in user acts as (one mapping with the background jobs': principalOfUser). */
export const toPrincipal = (user: UserRecord): Principal => principalOfUser(user);

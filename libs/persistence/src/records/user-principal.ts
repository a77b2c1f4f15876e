import type { Principal } from '@voc/domain';
import type { UserRecord } from './user.record';

/**
 * Who a stored user is when they act: the principal the bearer-token guard gives each request and
 * that background jobs (imports, exports) act as. One mapping for both.
 */
export function principalOfUser(user: Omit<UserRecord, 'dealer'>): Principal {
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`,
    type: user.type,
    group: { showroom: user.groupShowroom, service: user.groupService },
    permission: user.permission,
    dealerRef: user.dealerRef,
    saleAreaCode: user.saleAreaCode,
    serviceAreaCode: user.serviceAreaCode,
    salesRegion: user.dealerSalesRegion,
    serviceRegion: user.dealerServiceRegion,
  };
}

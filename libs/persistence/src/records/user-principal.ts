import type { Principal } from '@voc/domain';
import type { ColumnMap } from '@voc/sql';
import { USER_COLUMNS, type UserRecord } from './user.record';

/** The user fields a principal is made of. */
export type PrincipalFields = Pick<
  UserRecord,
  'id' | 'firstName' | 'lastName' | 'type' | 'groupShowroom' | 'groupService' | 'permission' | 'dealerRef' | 'saleAreaCode' | 'serviceAreaCode' | 'dealerSalesRegion' | 'dealerServiceRegion'
>;

/** Their columns, for reading a principal without the rest of the account (no password hash). */
export const PRINCIPAL_COLUMNS: ColumnMap<PrincipalFields> = {
  id: USER_COLUMNS.id,
  firstName: USER_COLUMNS.firstName,
  lastName: USER_COLUMNS.lastName,
  type: USER_COLUMNS.type,
  groupShowroom: USER_COLUMNS.groupShowroom,
  groupService: USER_COLUMNS.groupService,
  permission: USER_COLUMNS.permission,
  dealerRef: USER_COLUMNS.dealerRef,
  saleAreaCode: USER_COLUMNS.saleAreaCode,
  serviceAreaCode: USER_COLUMNS.serviceAreaCode,
  dealerSalesRegion: USER_COLUMNS.dealerSalesRegion,
  dealerServiceRegion: USER_COLUMNS.dealerServiceRegion,
};

/**
 * Who a stored user is when they act: the principal the bearer-token guard gives each request and
 * that background jobs (imports, exports) act as. One mapping for both.
 */
export function principalOfUser(user: PrincipalFields): Principal {
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

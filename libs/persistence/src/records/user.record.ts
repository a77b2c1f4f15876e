import type { ActiveFlag, DealerRegion, PermissionFlags, UserType } from '@voc/domain';
import type { ColumnMap } from '@voc/sql';
import type { DealerRecord } from './dealer.record';

/** A row of users (SPEC.md §3 User); `dealer` is the user's dealer branch when it was read with it. */
export interface UserRecord {
  id: string;
  email: string | null;
  passportId: string | null;
  passwordHash: string;
  passportOnly: boolean;
  firstName: string;
  lastName: string;
  mobile: string | null;
  positionTitle: string | null;
  activeFlag: ActiveFlag;
  type: UserType;
  groupShowroom: boolean;
  groupService: boolean;
  permission: PermissionFlags;
  dealerRef: string | null;
  dealerSalesRegion: DealerRegion | null;
  dealerServiceRegion: DealerRegion | null;
  saleAreaCode: string | null;
  serviceAreaCode: string | null;
  /** Bumped when the password changes: older tokens stop working. */
  tokenVersion: number;
  mustChangePassword: boolean;
  createdAt: Date;
  updatedAt: Date;
  dealer?: DealerRecord | null;
}

export const USER_COLUMNS: ColumnMap<Omit<UserRecord, 'dealer'>> = {
  id: 'id',
  email: 'email',
  passportId: 'passport_id',
  passwordHash: 'password_hash',
  passportOnly: 'passport_only',
  firstName: 'first_name',
  lastName: 'last_name',
  mobile: 'mobile',
  positionTitle: 'position_title',
  activeFlag: 'active_flag',
  type: 'type',
  groupShowroom: 'group_showroom',
  groupService: 'group_service',
  permission: 'permission',
  dealerRef: 'dealer_ref',
  dealerSalesRegion: 'dealer_sales_region',
  dealerServiceRegion: 'dealer_service_region',
  saleAreaCode: 'sale_area_code',
  serviceAreaCode: 'service_area_code',
  tokenVersion: 'token_version',
  mustChangePassword: 'must_change_password',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

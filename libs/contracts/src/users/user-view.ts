import type { ActiveFlag, DealerRegion, GroupFlags, PermissionFlags, UserType } from '@voc/domain';
import type { SignedInDealer } from '../auth/signed-in-user';
import type { ChangeHistoryEntry } from '../history/change-history-view';

/**
 * A user in list and detail answers (SPEC.md §3 User). Never the password nor anything of it:
 * the password is write-only.
 */
export interface UserView {
  _id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  passport_id: string | null;
  mobile: string | null;
  position_title: string | null;
  active_flag: ActiveFlag;
  type: UserType;
  group: GroupFlags;
  permission: PermissionFlags;
  /** Dealer staff: may sign in with the dealer form's blank password. */
  passport_only: boolean;
  /** Dealer staff: their dealer branch. */
  dealer: SignedInDealer | null;
  dealer_sales_region: DealerRegion | null;
  dealer_service_region: DealerRegion | null;
  sale_area_code: string | null;
  service_area_code: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/users/{id}, and the answer of POST and PUT: with the history of changes, newest first. */
export interface UserDetailView extends UserView {
  history: ChangeHistoryEntry[];
}

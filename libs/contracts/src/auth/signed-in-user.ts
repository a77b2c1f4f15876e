import type { DealerBranchLabel } from '../dealers/dealer-branch-label';
import type { GroupFlags, PermissionFlags, UserType } from '@voc/domain';

/** The dealer a signed-in dealer user belongs to, as the welcome banner shows it. */
export type SignedInDealer = DealerBranchLabel;

/** GET /api/auth/profile and the user of a sign-in answer (SPEC.md §3 "Signed-in user"). */
export interface SignedInUser {
  _id: string;
  first_name: string;
  last_name: string;
  position_title: string | null;
  type: UserType;
  group: GroupFlags;
  permission: PermissionFlags;
  dealer: SignedInDealer | null;
  email: string | null;
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
  /** True when the password was set by someone else: the app asks for a new one before anything else. */
  must_change_password: boolean;
}

/** The sign-in answer under `success`. */
export interface SignInResult {
  token: string;
  token_type: 'Bearer';
  user: SignedInUser;
}

import type { DealerRegion } from '../dealers/regions';
import type { GroupFlags } from '../users/groups';
import type { PermissionFlags } from '../users/permissions';
import type { UserType } from '../users/user-types';

/**
 * The signed-in user as access rules see it (ARCHITECTURE.md rule 8): who they are, what they
 * work on, and where. Built by the api from the stored user on every request.
 */
export interface Principal {
  userId: string;
  /** First and last name, as logs show who did what. */
  name: string;
  type: UserType;
  group: GroupFlags;
  permission: PermissionFlags;
  /** The dealer branch of a dealer user. */
  dealerRef: string | null;
  saleAreaCode: string | null;
  serviceAreaCode: string | null;
  salesRegion: DealerRegion | null;
  serviceRegion: DealerRegion | null;
}

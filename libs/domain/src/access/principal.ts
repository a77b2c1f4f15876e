import type { DealerRegion } from '../dealers/regions';
import type { GroupFlags } from '../users/groups';
import { noPermissions, type PermissionFlags } from '../users/permissions';
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

/**
 * A head-office actor that is no signed-in person (the survey programme, the monthly brief's
 * reads, a bench): both groups, no permission flags, no dealer, area or region, so it sees the
 * whole network as its user type does.
 */
export function headOfficeActor(type: Extract<UserType, 'nissan' | 'nml' | 'csn'>, userId: string, name: string): Principal {
  return {
    userId,
    name,
    type,
    group: { showroom: true, service: true },
    permission: noPermissions(),
    dealerRef: null,
    saleAreaCode: null,
    serviceAreaCode: null,
    salesRegion: null,
    serviceRegion: null,
  };
}

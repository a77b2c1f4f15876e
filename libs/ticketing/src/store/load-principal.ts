import type { SqlRunner } from '@voc/persistence';
import type { DealerRegion, PermissionFlags, Principal, UserType } from '@voc/domain';

interface PrincipalRow {
  id: string;
  first_name: string;
  last_name: string;
  type: UserType;
  group_showroom: boolean;
  group_service: boolean;
  permission: PermissionFlags;
  dealer_ref: string | null;
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: DealerRegion | null;
  dealer_service_region: DealerRegion | null;
  active_flag: number;
  dealer_status: string | null;
}

/**
 * The principal of a stored user, for work done on their behalf away from a request (import and
 * export jobs): the same fields the bearer-token guard gives the api. Null when the user can no
 * longer sign in (inactive, or dealer staff of a closed dealer): their queued work stops.
 */
export async function loadPrincipal(manager: SqlRunner, userId: string): Promise<Principal | null> {
  const [row] = await manager.query<PrincipalRow[]>(
    `SELECT u.id, u.first_name, u.last_name, u.type, u.group_showroom, u.group_service, u.permission, u.dealer_ref,
       u.sale_area_code, u.service_area_code, u.dealer_sales_region, u.dealer_service_region, u.active_flag, d.status AS dealer_status
     FROM users u LEFT JOIN dealers d ON d.id = u.dealer_ref WHERE u.id = $1`,
    [userId],
  );
  if (!row || row.active_flag !== 1 || (row.type === 'dealer' && row.dealer_status !== 'normal')) return null;
  return {
    userId: row.id,
    name: `${row.first_name} ${row.last_name}`,
    type: row.type,
    group: { showroom: row.group_showroom, service: row.group_service },
    permission: row.permission,
    dealerRef: row.dealer_ref,
    saleAreaCode: row.sale_area_code,
    serviceAreaCode: row.service_area_code,
    salesRegion: row.dealer_sales_region,
    serviceRegion: row.dealer_service_region,
  };
}

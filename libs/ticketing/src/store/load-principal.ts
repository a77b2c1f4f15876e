import type { Principal } from '@voc/domain';
import { PRINCIPAL_COLUMNS, principalOfUser, type PrincipalFields, type UserRecord } from '@voc/persistence';
import { selectColumns, type SqlRunner } from '@voc/sql';

/**
 * The principal of a stored user, for work done on their behalf away from a request (import and
 * export jobs): the same principal the bearer-token guard gives the api (principalOfUser). Null
 * when the user can no longer sign in (inactive, or dealer staff of a closed dealer): their queued
 * work stops.
 */
export async function loadPrincipal(manager: SqlRunner, userId: string): Promise<Principal | null> {
  const [row] = await manager.query<Array<PrincipalFields & Pick<UserRecord, 'activeFlag'> & { dealerStatus: string | null }>>(
    `SELECT ${selectColumns(PRINCIPAL_COLUMNS, 'u')}, u.active_flag AS "activeFlag", d.status AS "dealerStatus" FROM users u LEFT JOIN dealers d ON d.id = u.dealer_ref WHERE u.id = $1`,
    [userId],
  );
  if (!row || row.activeFlag !== 1 || (row.type === 'dealer' && row.dealerStatus !== 'normal')) return null;
  return principalOfUser(row);
}

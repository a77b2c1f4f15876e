import type { DirectoryUser } from '@voc/domain';
import type { SqlRunner } from '@voc/sql';
import { directoryUsersSql } from '@voc/notifications';

/** A dealer as the create command checks it and the new ticket's notice names it. */
export interface DealerForTicket {
  id: string;
  dealer_code: string;
  status: 'normal' | 'closed';
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
  dealer_name: string;
  branch_name: string | null;
  sale_manager_name: string | null;
  service_manager_name: string | null;
}

/**
 * The dealers named, locked (FOR SHARE, in id order) against closing while their tickets are
 * created, and the notification directory's users for them, in one statement.
 */
export async function lockDealersReadingDirectory(manager: SqlRunner, wellFormed: readonly string[]): Promise<{ dealers: Map<string, DealerForTicket>; directory: DirectoryUser[] }> {
  if (wellFormed.length === 0) return { dealers: new Map(), directory: [] };
  const [row] = await manager.query<Array<{ dealers: DealerForTicket[]; directory: DirectoryUser[] }>>(
    `WITH locked AS (
       SELECT id, dealer_code, status, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region,
              dealer_name, branch_name, sale_manager_name, service_manager_name
       FROM dealers WHERE id = ANY($1::uuid[]) ORDER BY id FOR SHARE)
     SELECT COALESCE((SELECT json_agg(locked) FROM locked), '[]'::json) AS dealers,
            COALESCE((SELECT json_agg(u) FROM (${directoryUsersSql('$1')}) u), '[]'::json) AS directory`,
    [wellFormed],
  );
  return { dealers: new Map(row.dealers.map((dealer) => [dealer.id, dealer])), directory: row.directory };
}

import type { SqlRunner } from '@voc/sql';
import type { DealerManagers, DirectoryUser, TicketSource } from '@voc/domain';

/** A ticket as the notification plan needs it: its place, dates, dealer names and the customer's tel. */
export interface TicketForNotice {
  id: string;
  case_no: string;
  type: 'showroom' | 'service';
  source: TicketSource;
  dealer_ref: string;
  dealer_code: string;
  dealer_name: string;
  branch_name: string | null;
  area_code: string | null;
  region: string | null;
  created_date: Date;
  created_oa_date: Date;
  tel: string | null;
  sale_manager_name: string | null;
  service_manager_name: string | null;
}

export async function loadTicketsForNotice(manager: SqlRunner, ids: readonly string[]): Promise<TicketForNotice[]> {
  if (ids.length === 0) return [];
  return manager.query<TicketForNotice[]>(
    `SELECT t.id, t.case_no, t.type, t.source, t.dealer_ref, d.dealer_code, d.dealer_name, d.branch_name, t.area_code, t.region,
            t.created_date, t.created_oa_date, t.tel, d.sale_manager_name, d.service_manager_name
     FROM tickets t JOIN dealers d ON d.id = t.dealer_ref WHERE t.id = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
}

/**
 * The users a notification may reach for these tickets: the dealers' own staff, and every area and
 * region manager (a few dozen in the network); the plan (libs/domain) picks among them.
 */
export async function loadDirectoryUsers(manager: SqlRunner, dealerRefs: readonly string[]): Promise<DirectoryUser[]> {
  return manager.query<DirectoryUser[]>(directoryUsersSql('$1'), [[...new Set(dealerRefs)]]);
}

/** The directory's SELECT, for the dealers in the uuid[] parameter `dealerRefs` (a placeholder such as $1): one statement may read it with others. */
export function directoryUsersSql(dealerRefs: string): string {
  return `SELECT id, first_name, last_name, email, mobile, position_title, type, active_flag = 1 AS active, group_showroom, group_service,
            dealer_ref, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region
     FROM users
     WHERE active_flag = 1 AND ((type = 'dealer' AND dealer_ref = ANY(${dealerRefs}::uuid[])) OR type IN ('area_manager', 'region_manager'))`;
}

export function dealerManagersOf(ticket: TicketForNotice): DealerManagers {
  return { sale_manager_name: ticket.sale_manager_name, service_manager_name: ticket.service_manager_name };
}

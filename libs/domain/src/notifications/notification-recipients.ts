import type { TicketType } from '../tickets/ticket-kinds';

/** A user the product knows, as far as notifications care. */
export interface DirectoryUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  position_title: string | null;
  type: string;
  active: boolean;
  group_showroom: boolean;
  group_service: boolean;
  dealer_ref: string | null;
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
}

/** The dealer's named managers (dealer master data). */
export interface DealerManagers {
  sale_manager_name: string | null;
  service_manager_name: string | null;
}

/** A ticket's place: its type, dealer, and the dealer's area and region for that type. */
export interface TicketPlace {
  type: TicketType;
  dealerRef: string;
  areaCode: string | null;
  region: string | null;
}

const MANAGER_TITLE = /ผู้จัดการ|manager/i;

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function inGroup(user: DirectoryUser, type: TicketType): boolean {
  return type === 'showroom' ? user.group_showroom : user.group_service;
}

/**
 * The branch's managers for a ticket (the spec does not say who they are; our reading): active
 * dealer users of the ticket's dealer in the ticket's group (showroom or service) who are either
 * the manager the dealer master names for that type (sale_manager_name or service_manager_name,
 * first and last name, spaces and case ignored) or whose position title says manager
 * ("ผู้จัดการ" or "manager").
 */
export function branchManagers(users: readonly DirectoryUser[], dealer: DealerManagers, place: TicketPlace): DirectoryUser[] {
  const named = place.type === 'showroom' ? dealer.sale_manager_name : dealer.service_manager_name;
  return users.filter(
    (u) =>
      u.active &&
      u.type === 'dealer' &&
      u.dealer_ref === place.dealerRef &&
      inGroup(u, place.type) &&
      ((named !== null && named.trim() !== '' && normalName(`${u.first_name} ${u.last_name}`) === normalName(named)) || MANAGER_TITLE.test(u.position_title ?? '')),
  );
}

/** Area managers of a ticket: active area_manager users whose area code for the ticket's type is the ticket's area. */
export function areaManagers(users: readonly DirectoryUser[], place: TicketPlace): DirectoryUser[] {
  if (!place.areaCode) return [];
  return users.filter((u) => u.active && u.type === 'area_manager' && (place.type === 'showroom' ? u.sale_area_code : u.service_area_code) === place.areaCode);
}

/** Region managers of a ticket: active region_manager users whose region for the ticket's type is the ticket's region. */
export function regionManagers(users: readonly DirectoryUser[], place: TicketPlace): DirectoryUser[] {
  if (!place.region) return [];
  return users.filter((u) => u.active && u.type === 'region_manager' && (place.type === 'showroom' ? u.dealer_sales_region : u.dealer_service_region) === place.region);
}

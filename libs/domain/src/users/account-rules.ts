import { isAreaInRegion } from '../dealers/area-rules';
import { DEALER_REGIONS } from '../dealers/regions';
import type { UserType } from './user-types';

/**
 * Which fields each user type needs besides names, password, active flag and type (SPEC.md §5 asks
 * for regions and areas on every user; we ask only where access depends on them, see ticketScope):
 * - dealer staff sign in with a passport id and belong to a dealer; an email is optional.
 *   Everyone else signs in with an email and has no passport id or dealer.
 * - region managers, area managers and dealer staff need both regions (sales and service).
 * - area managers and dealer staff also need both area codes.
 * - other types may carry regions and areas, but need none.
 * An area code must lie in the region of its kind, and dealer staff carry their dealer's own
 * regions and areas (the dealer's, copied when it changes).
 */
export const REGION_REQUIRED_TYPES: readonly UserType[] = ['region_manager', 'area_manager', 'dealer'];
export const AREA_REQUIRED_TYPES: readonly UserType[] = ['area_manager', 'dealer'];

export function signsInWithPassport(type: UserType): boolean {
  return type === 'dealer';
}

/** Where a user or a dealer sits in the network. */
export interface Placement {
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
  sale_area_code: string | null;
  service_area_code: string | null;
}

export const PLACEMENT_FIELDS = ['dealer_sales_region', 'dealer_service_region', 'sale_area_code', 'service_area_code'] as const;

/** The fields of a user account the rules look at, as the api names them. */
export interface AccountRecord extends Placement {
  type: UserType;
  email: string | null;
  passport_id: string | null;
  /** The dealer's id. */
  dealer: string | null;
  passport_only: boolean;
}

export type AccountProblem =
  /** The type needs this field. */
  | 'required'
  /** The type may not have this field (a passport id or dealer on staff). */
  | 'notForType'
  /** The area code does not lie in the chosen region. */
  | 'areaNotInRegion'
  /** Dealer staff: the region or area differs from their dealer's. */
  | 'notDealersPlacement';

export interface FieldProblem<P extends string = AccountProblem> {
  field: string;
  problem: P;
}

const present = (value: string | null): value is string => value !== null && value !== '';

/** Problems of a sale/service region and area pair: the area must lie in the region. */
export function placementProblems(record: Placement, needsRegions: boolean, needsAreas: boolean): FieldProblem<'required' | 'areaNotInRegion'>[] {
  const problems: FieldProblem<'required' | 'areaNotInRegion'>[] = [];
  const pairs = [
    ['dealer_sales_region', 'sale_area_code', 'sale'],
    ['dealer_service_region', 'service_area_code', 'service'],
  ] as const;
  for (const [regionField, areaField, kind] of pairs) {
    const region = record[regionField];
    const area = record[areaField];
    // An area given without its region is incomplete too: the region is what the area lies in.
    if (!present(region) && (needsRegions || present(area))) problems.push({ field: regionField, problem: 'required' });
    if (needsAreas && !present(area)) problems.push({ field: areaField, problem: 'required' });
    else if (present(area) && present(region) && (DEALER_REGIONS as readonly string[]).includes(region) && !isAreaInRegion(kind, area, region)) {
      problems.push({ field: areaField, problem: 'areaNotInRegion' });
    }
  }
  return problems;
}

/**
 * Every problem of a user account as a whole (create, or an edit merged onto the stored account).
 * `dealer` is the account's dealer when it names one that exists.
 */
export function accountProblems(record: AccountRecord, dealer: Placement | null): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (signsInWithPassport(record.type)) {
    if (!present(record.passport_id)) problems.push({ field: 'passport_id', problem: 'required' });
    if (!present(record.dealer)) problems.push({ field: 'dealer', problem: 'required' });
  } else {
    if (!present(record.email)) problems.push({ field: 'email', problem: 'required' });
    if (present(record.passport_id)) problems.push({ field: 'passport_id', problem: 'notForType' });
    if (present(record.dealer)) problems.push({ field: 'dealer', problem: 'notForType' });
    if (record.passport_only) problems.push({ field: 'passport_only', problem: 'notForType' });
  }
  const placement = placementProblems(record, REGION_REQUIRED_TYPES.includes(record.type), AREA_REQUIRED_TYPES.includes(record.type));
  problems.push(...placement);
  if (signsInWithPassport(record.type) && dealer) {
    for (const field of PLACEMENT_FIELDS) {
      const alreadyWrong = placement.some((p) => p.field === field);
      if (!alreadyWrong && present(record[field]) && record[field] !== dealer[field]) problems.push({ field, problem: 'notDealersPlacement' });
    }
  }
  return problems;
}

import { regionOfAreaCode, SALE_AREA_CODES, SERVICE_AREA_CODES } from './regions';

/** Sale (showroom) areas and service (after-sales) areas are numbered apart (SPEC.md §9). */
export type AreaKind = 'sale' | 'service';

export function areaCodesOf(kind: AreaKind): readonly string[] {
  return kind === 'sale' ? SALE_AREA_CODES : SERVICE_AREA_CODES;
}

/** Whether an area code exists for its kind and lies in the region: "R3-2" lies in Region3. */
export function isAreaInRegion(kind: AreaKind, code: string, region: string): boolean {
  return areaCodesOf(kind).includes(code) && regionOfAreaCode(code) === region;
}

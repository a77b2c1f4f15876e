/** Sales and service regions (SPEC.md §9): five regions, stored as Region1..Region5. */
export const DEALER_REGIONS = ['Region1', 'Region2', 'Region3', 'Region4', 'Region5'] as const;
export type DealerRegion = (typeof DEALER_REGIONS)[number];

/** Display label of a region, e.g. Region3 -> "REGION 3". */
export function regionLabel(region: DealerRegion): string {
  return `REGION ${region.slice('Region'.length)}`;
}

/** Geographic regions (SPEC.md §9, first listing). */
export const GEO_REGIONS = ['G.BANGKOK', 'CENTRAL', 'EAST', 'NORTH', 'NORTH-EAST', 'SOUTH'] as const;
export type GeoRegion = (typeof GEO_REGIONS)[number];

function areaCodes(counts: readonly number[]): string[] {
  return counts.flatMap((count, i) => Array.from({ length: count }, (_, j) => `R${i + 1}-${j + 1}`));
}

/** Sale area codes: R1-1..R1-4, R2-1..R2-3, R3-1..R3-3, R4-1..R4-3, R5-1..R5-3. */
export const SALE_AREA_CODES: readonly string[] = areaCodes([4, 3, 3, 3, 3]);

/** Service area codes: R1-1..R1-4, R2-1..R2-4, R3-1..R3-3, R4-1..R4-4, R5-1..R5-3. */
export const SERVICE_AREA_CODES: readonly string[] = areaCodes([4, 4, 3, 4, 3]);

/** The region an area code belongs to: "R3-2" -> "Region3". */
export function regionOfAreaCode(code: string): DealerRegion | undefined {
  const match = /^R([1-5])-\d+$/.exec(code);
  return match ? (`Region${match[1]}` as DealerRegion) : undefined;
}

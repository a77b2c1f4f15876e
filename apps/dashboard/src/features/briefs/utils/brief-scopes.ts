import type { SignedInUser } from '@voc/contracts';
import { areaCodesOf, DEALER_REGIONS, regionOfAreaCode } from '@voc/domain';

/**
 * The places the user may open a brief of, as the api decides them (libs/domain mayReadBrief):
 * head office every place, a region manager their region and its areas, an area manager their
 * areas. Scope texts as the api takes them: network, region-<Region>, area-<AREA>.
 */
export function briefScopeChoices(user: Pick<SignedInUser, 'type' | 'sale_area_code' | 'service_area_code' | 'dealer_sales_region' | 'dealer_service_region'>): string[] {
  const areas = [...new Set([...areaCodesOf('sale'), ...areaCodesOf('service')])].sort();
  if (user.type === 'region_manager') {
    const regions = [user.dealer_sales_region, user.dealer_service_region].filter((r): r is string => !!r);
    return [...new Set(regions)].sort().map((r) => `region-${r}`).concat(areas.filter((a) => regions.includes(regionOfAreaCode(a) ?? '')).map((a) => `area-${a}`));
  }
  if (user.type === 'area_manager') return [...new Set([user.sale_area_code, user.service_area_code].filter((a): a is string => !!a))].sort().map((a) => `area-${a}`);
  return ['network', ...DEALER_REGIONS.map((r) => `region-${r}`), ...areas.map((a) => `area-${a}`)];
}

/** The month before `today`'s as YYYY-MM (the latest month that can have closed). */
export function lastMonthText(today: { year: number; month: number }): string {
  const index = today.year * 12 + today.month - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
